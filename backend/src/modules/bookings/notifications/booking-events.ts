/** The bookings events the emails react to (recorded by the BookingRequest aggregate). */
export const BOOKING_REQUEST_SUBMITTED = 'bookings.booking-request.submitted.v1';
export const BOOKING_STATUS_CHANGED = 'bookings.booking-request.status-changed.v1';

export type SubmittedPayload = { bookingRequestId: string; tourId: string; people: number; date: string };
export type StatusChangedPayload = { bookingRequestId: string; from: string; to: string };
