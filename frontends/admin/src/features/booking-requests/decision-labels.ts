import type { IntlShape } from 'react-intl';
import type { bookings } from '@costiera/contracts';
import { statusMessages as m } from './messages';

type Decided = Pick<bookings.AdminBookingRequest, 'status' | 'decided_by' | 'decided_by_username'>;

/**
 * Who took a request out of pending, in words: the spec's `cancelled` covers a provider's
 * decline, a request nobody answered in time, a traveller's withdrawal and a staff decision,
 * and the staff must tell them apart (docs/spec-deviations.md#booking-decisions-told-apart).
 */
export function decisionLabel(intl: IntlShape, { status, decided_by: by, decided_by_username: username }: Decided): string | null {
  if (status === 'pending' || !by) return null;
  const confirmed = status === 'confirmed';
  switch (by) {
    case 'provider':
      return intl.formatMessage(confirmed ? m.confirmedByProvider : m.declinedByProvider);
    case 'traveller':
      return intl.formatMessage(confirmed ? m.acceptedByTraveller : m.withdrawnByTraveller);
    case 'expiry':
      return intl.formatMessage(m.expired);
    case 'admin':
      return username ? intl.formatMessage(m.byStaffNamed, { status, username }) : intl.formatMessage(m.byStaff, { status });
    default:
      return null;
  }
}
