import type { bookings } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** Staff's calendar of a tour: each day's state from `from` to `to` with that day's requests (null: no such tour). */
export class GetTourCalendarDays extends Query<bookings.TourCalendarDays | null> {
  constructor(readonly tourId: string, readonly from: string, readonly to: string) {
    super();
  }
}
