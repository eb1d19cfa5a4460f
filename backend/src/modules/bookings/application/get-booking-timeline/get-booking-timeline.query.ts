import type { bookings } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A request's decision facts and its history, oldest first; null when unknown. */
export class GetBookingTimeline extends Query<bookings.BookingTimeline | null> {
  constructor(readonly id: string) {
    super();
  }
}
