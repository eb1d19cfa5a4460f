import type { bookings } from '@costiera/contracts';

/**
 * Router state the header search leaves when it jumps to a booking request: requests have no
 * page of their own, so the list opens the details dialog of the one carried here.
 */
export interface BookingRequestJump {
  openBookingRequest: bookings.AdminBookingRequest;
}

export function bookingRequestJumpOf(state: unknown): bookings.AdminBookingRequest | null {
  if (state && typeof state === 'object' && 'openBookingRequest' in state) {
    return (state as BookingRequestJump).openBookingRequest;
  }
  return null;
}
