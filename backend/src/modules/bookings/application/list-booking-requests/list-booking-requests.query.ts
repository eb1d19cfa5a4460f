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
  /**
   * A booking reference as stored ('CST-' and seven characters). With `search` too, a request
   * matches by either (seven letters typed may be a name as well as a reference).
   */
  readonly reference?: string;
  /** Pending and waiting for the provider (no proposal out), or pending with its deadline within 24 hours of `now`. */
  readonly stage?: 'awaiting-provider' | 'expiring-24h';
  readonly decidedBy?: 'provider' | 'traveller' | 'admin' | 'expiry';
  /** What time it is, for the deadline filter. */
  readonly now?: Date;
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
