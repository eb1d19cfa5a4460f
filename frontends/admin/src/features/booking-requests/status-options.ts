import { bookings } from '@costiera/contracts';

/** The statuses as select options: 'Pending', 'Confirmed', 'Cancelled'. */
export const STATUS_OPTIONS = bookings.BOOKING_STATUSES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export const STAGE_OPTIONS = [
  { value: 'all', label: 'Any stage' },
  { value: 'awaiting-provider', label: 'Awaiting the provider' },
  { value: 'expiring-24h', label: 'Expiring within 24 h' },
] as const;

/** Who decided, as the timeline names them. */
export const DECIDER_LABELS: Record<string, string> = { provider: 'Provider', traveller: 'Traveller', admin: 'Admin', expiry: 'Expiry' };

export const DECIDER_OPTIONS = [{ value: 'all', label: 'Decided by anyone' }, ...bookings.BOOKING_DECIDERS.map((value) => ({ value, label: `Decided by ${DECIDER_LABELS[value]!.toLowerCase()}` }))];
