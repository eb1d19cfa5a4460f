import type { bookings } from '@costiera/contracts';

type Decided = Pick<bookings.AdminBookingRequest, 'status' | 'decided_by' | 'decided_by_username'>;

/**
 * Who took a request out of pending, in words: the spec's `cancelled` covers a provider's
 * decline, a request nobody answered in time, a traveller's withdrawal and a staff decision,
 * and the staff must tell them apart (docs/spec-deviations.md#booking-decisions-told-apart).
 */
export function decisionLabel({ status, decided_by: by, decided_by_username: username }: Decided): string | null {
  if (status === 'pending' || !by) return null;
  const confirmed = status === 'confirmed';
  switch (by) {
    case 'provider':
      return confirmed ? 'Confirmed by the provider' : 'Declined by the provider';
    case 'traveller':
      return confirmed ? 'Accepted by the traveller' : 'Withdrawn by the traveller';
    case 'expiry':
      return 'Expired: no answer in time';
    case 'admin':
      return `${confirmed ? 'Confirmed' : 'Cancelled'} by staff${username ? ` (${username})` : ''}`;
    default:
      return null;
  }
}
