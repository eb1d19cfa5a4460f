import type { bookings } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { BookingStatus } from '../../domain/booking-request';

export interface BookingRequestFilter {
  readonly page: number;
  readonly limit: number;
  /** null: every status. */
  readonly status: BookingStatus | null;
  /** Words of the customer's name or email. */
  readonly search?: string;
}

/** Booking requests newest first, paged, each with the tour facts the details dialog shows. */
export class ListBookingRequests extends Query<{
  data: bookings.AdminBookingRequest[];
  pagination: { page: number; limit: number; total: number; pages: number };
}> {
  constructor(readonly filter: BookingRequestFilter) {
    super();
  }
}
