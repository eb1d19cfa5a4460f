/** The bookings events the emails and the history react to (recorded by the BookingRequest aggregate). */
export const BOOKING_REQUEST_SUBMITTED = 'bookings.booking-request.submitted.v1';
export const BOOKING_STATUS_CHANGED = 'bookings.booking-request.status-changed.v1';
export const BOOKING_DATE_PROPOSED = 'bookings.booking-request.date-proposed.v1';
export const BOOKING_REMINDER_DUE = 'bookings.booking-request.reminder-due.v1';

export type SubmittedPayload = { bookingRequestId: string; tourId: string; people: number; date: string; respondBy: string };
export type StatusChangedPayload = {
  bookingRequestId: string;
  from: string;
  to: string;
  decidedBy: 'provider' | 'traveller' | 'admin' | 'expiry';
  /** The admin's username; null for everyone else. */
  username: string | null;
  reason: string | null;
  at: string;
  /** 'weather': cancelled because staff closed the day for bad weather. */
  cause?: 'weather';
};
export type DateProposedPayload = { bookingRequestId: string; proposedDate: string; note: string | null; at: string };
export type ReminderDuePayload = { bookingRequestId: string; reminder: 'first' | 'last'; at: string };
