import type { bookings } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One booking request with its tour facts; null when unknown. */
export class GetBookingRequest extends Query<bookings.AdminBookingRequest | null> {
  constructor(readonly id: string) {
    super();
  }
}
