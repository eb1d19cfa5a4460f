import { Command } from '../../../../kernel/cqrs/command-bus';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { bookings } from '@costiera/contracts';
import type { TourCalendar } from '../../domain/availability';

/** Staff set a tour's seasons, weekdays, capacity, cut-off and start times. */
export class UpdateTourCalendar extends Command<void> {
  constructor(readonly tourId: string, readonly calendar: TourCalendar) {
    super();
  }
}

/** Closes days of a tour for new requests (requests already made stay as they are). */
export class CloseTourDates extends Command<void> {
  constructor(readonly tourId: string, readonly dates: readonly string[], readonly reason: string | null, readonly closedBy: string) {
    super();
  }
}

export class ReopenTourDate extends Command<void> {
  constructor(readonly tourId: string, readonly date: string) {
    super();
  }
}

/** The calendar staff edit, with its closed days from `from` on. */
export class GetTourCalendar extends Query<bookings.TourCalendar | null> {
  constructor(readonly tourId: string, readonly from: string) {
    super();
  }
}
