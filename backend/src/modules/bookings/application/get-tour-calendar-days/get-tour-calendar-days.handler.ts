import type { bookings } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../../../kernel/clock';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../../settings';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { availabilityBetween, runsOn, stateFor } from '../../domain/availability';
import { AvailabilityReader } from '../../infrastructure/availability-sql';
import { venueDate } from '../../domain/booking-window';
import type { GetTourCalendarDays } from './get-tour-calendar-days.query';

interface RequestRow {
  id: string;
  date: string;
  customer_name: string;
  people: number;
  time: string | null;
  status: string;
}

@injectable()
export class GetTourCalendarDaysHandler implements QueryHandler<GetTourCalendarDays, bookings.TourCalendarDays | null> {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(AvailabilityReader) private readonly reader: AvailabilityReader,
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
  ) {}

  async execute({ tourId, from, to }: GetTourCalendarDays): Promise<bookings.TourCalendarDays | null> {
    const [tour] = await this.queries.execute(new FindTourFacts([tourId]));
    if (!tour) return null;
    const now = this.clock.now();
    const [days, requests] = await Promise.all([
      this.reader.tourDays([tourId], from, to, now).then((m) => m.get(tourId)!),
      this.sql.rows<RequestRow>(
        `select id, to_char(date, 'YYYY-MM-DD') as date, customer_name, people, departure as time, status
         from bookings.booking_requests where tour_id = ? and date between ?::date and ?::date
         order by date, departure nulls first, created_at`,
        [tourId, from, to],
      ),
    ]);
    const { calendar } = days;
    return {
      tour_id: tourId,
      today: venueDate(now),
      capacity: calendar.capacity,
      days: availabilityBetween(from, to, days, now, this.settings.bookingWindow).map((d) => {
        // Staff see why a day takes nobody: closed by them, or outside the tour's seasons and weekdays.
        // Past the booking window the public sees 'closed'; staff see its seats.
        const state = days.closed.has(d.date) ? 'closed' : !runsOn(calendar, d.date) ? 'not_running' : d.state === 'closed' ? stateFor(d.seatsLeft, calendar.capacity) : d.state;
        return {
          date: d.date,
          state,
          seatsLeft: d.seatsLeft,
          closedReason: days.closed.get(d.date) ?? null,
          requests: requests.filter((r) => r.date === d.date).map((r) => ({ id: r.id, customer_name: r.customer_name, people: r.people, time: r.time, status: r.status })),
        };
      }),
    };
  }
}
