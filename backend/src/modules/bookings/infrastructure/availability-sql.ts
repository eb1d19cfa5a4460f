import { inject, injectable } from 'inversify';
import type { Sql } from '../../../kernel/database/sql';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { TOKENS } from '../../../kernel/tokens';
import { departureOf, OPEN_CALENDAR, type HeldSeats, type Season, type TourCalendar, type TourDays } from '../domain/availability';

interface CalendarRow {
  tour_id: string;
  seasons: Season[];
  weekdays: number[];
  capacity: number | null;
  cutoff_hours: number | null;
  departures: string[];
}

export const calendarOf = (row: CalendarRow): TourCalendar => ({
  seasons: row.seasons,
  weekdays: row.weekdays,
  capacity: row.capacity,
  cutoffHours: row.cutoff_hours,
  departures: row.departures,
});

/**
 * Reads tours' calendars, closed days and held seats. Inside a command's transaction it reads
 * on that transaction's connection (Sql), so a confirmation counts what its lock protects.
 */
@injectable()
export class AvailabilityReader {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async calendars(tourIds: readonly string[]): Promise<Map<string, TourCalendar>> {
    const rows = await this.sql.rows<CalendarRow>(
      `select tour_id, seasons, weekdays, capacity, cutoff_hours, departures from bookings.tour_calendars where tour_id = any(?::uuid[])`,
      [arrayLiteral([...tourIds])],
    );
    return new Map(rows.map((r) => [r.tour_id, calendarOf(r)]));
  }

  /**
   * Holds the day's seats until the transaction ends: of two confirmations for the last seats,
   * the second counts after the first has committed.
   */
  async lockDay(tourId: string, date: string): Promise<void> {
    await this.sql.rows(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`bookings.seats ${tourId} ${date}`]);
  }

  /** People of confirmed requests on the day's `departure` (other than `excludeRequestId`). */
  async confirmedPeople(tourId: string, date: string, departure: string | null, departures: readonly string[], excludeRequestId: string): Promise<number> {
    const rows = await this.sql.rows<{ departure: string | null; people: number }>(
      `select departure, sum(people)::int as people from bookings.booking_requests
       where tour_id = ? and date = ?::date and status = 'confirmed' and id <> ? group by departure`,
      [tourId, date, excludeRequestId],
    );
    const target = departureOf({ departure }, departures);
    return rows.filter((r) => departureOf(r, departures) === target).reduce((sum, r) => sum + r.people, 0);
  }

  /** Each tour's days from `from` to `to`: seats held by pending requests count until their respond-by time (`now`). */
  async tourDays(tourIds: readonly string[], from: string, to: string, now: Date, excludeRequestId?: string): Promise<Map<string, TourDays>> {
    const ids = arrayLiteral([...tourIds]);
    const calendars = await this.calendars(tourIds);
    const counted = [...calendars].filter(([, c]) => c.capacity !== null).map(([id]) => id);
    const [closedRows, heldRows] = await Promise.all([
      // A tour without a calendar runs every day, but staff may still close one of them.
      this.sql.rows<{ tour_id: string; date: string; reason: string | null }>(
        `select tour_id, to_char(date, 'YYYY-MM-DD') as date, reason from bookings.closed_dates
         where tour_id = any(?::uuid[]) and date between ?::date and ?::date`,
        [ids, from, to],
      ),
      counted.length === 0
        ? Promise.resolve([])
        : this.sql.rows<{ tour_id: string; date: string; departure: string | null; people: number }>(
            `select tour_id, to_char(date, 'YYYY-MM-DD') as date, departure, sum(people)::int as people
             from bookings.booking_requests
             where tour_id = any(?::uuid[]) and date between ?::date and ?::date
               and (status = 'confirmed' or (status = 'pending' and (respond_by is null or respond_by > ?)))
               and id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')
             group by tour_id, date, departure`,
            [arrayLiteral(counted), from, to, now, excludeRequestId ?? null],
          ),
    ]);
    const result = new Map<string, TourDays>();
    for (const id of tourIds) {
      const closed = new Map(closedRows.filter((r) => r.tour_id === id).map((r) => [r.date, r.reason]));
      const held: HeldSeats[] = heldRows.filter((r) => r.tour_id === id).map((r) => ({ date: r.date, departure: r.departure, people: r.people }));
      result.set(id, { calendar: calendars.get(id) ?? OPEN_CALENDAR, closed, held });
    }
    return result;
  }
}
