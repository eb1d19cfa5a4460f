import { bookings } from '@costiera/contracts';

/** The statuses as select options: 'Pending', 'Confirmed', 'Cancelled'. */
export const STATUS_OPTIONS = bookings.BOOKING_STATUSES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
