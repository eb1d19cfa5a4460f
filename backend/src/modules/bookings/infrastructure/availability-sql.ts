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

/** Requests and their people, by status. */
export interface DayRequests {
  readonly confirmed: { requests: number; people: number };
  readonly pending: { requests: number; people: number };
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

  /**
   * The requests holding seats on a day's `departure` other than `excludeRequestId`: confirmed ones,
   * and pending ones still inside their answer window at `now` (the same rule as tourDays).
   */
  async dayRequests(tourId: string, date: string, departure: string | null, departures: readonly string[], now: Date, excludeRequestId: string): Promise<DayRequests> {
    const rows = await this.sql.rows<{ status: 'confirmed' | 'pending'; departure: string | null; requests: number; people: number }>(
      `select status, departure, count(*)::int as requests, sum(people)::int as people from bookings.booking_requests
       where tour_id = ? and date = ?::date and id <> ?
         and (status = 'confirmed' or (status = 'pending' and (respond_by is null or respond_by > ?)))
       group by status, departure`,
      [tourId, date, excludeRequestId, now],
    );
    const target = departureOf({ departure }, departures);
    const result = { confirmed: { requests: 0, people: 0 }, pending: { requests: 0, people: 0 } };
    for (const r of rows.filter((x) => departureOf(x, departures) === target)) {
      result[r.status].requests += r.requests;
      result[r.status].people += r.people;
    }
    return result;
  }

  /**
   * Each tour's days from `from` to `to`, in one round trip (a request's own check runs on
   * every submission): its calendar, closed days and held seats. Seats held by pending requests
   * count until their respond-by time (`now`); they are summed for tours with a capacity only.
   */
  async tourDays(tourIds: readonly string[], from: string, to: string, now: Date, excludeRequestId?: string): Promise<Map<string, TourDays>> {
    const rows = await this.sql.prepared<{ tour_id: string; calendar: Omit<CalendarRow, 'tour_id'> | null; closed: Array<{ date: string; reason: string | null }> | null; held: HeldSeats[] | null }>(
      'bookings.tour-days',
      `select t.id as tour_id,
         case when c.tour_id is not null then json_build_object('seasons', c.seasons, 'weekdays', c.weekdays, 'capacity', c.capacity, 'cutoff_hours', c.cutoff_hours, 'departures', c.departures) end as calendar,
         (select json_agg(json_build_object('date', to_char(d.date, 'YYYY-MM-DD'), 'reason', d.reason)) from bookings.closed_dates d
           where d.tour_id = t.id and d.date between ?::date and ?::date) as closed,
         case when c.capacity is not null then
           (select json_agg(h) from (
             select to_char(r.date, 'YYYY-MM-DD') as date, r.departure, sum(r.people)::int as people from bookings.booking_requests r
             where r.tour_id = t.id and r.date between ?::date and ?::date
               and (r.status = 'confirmed' or (r.status = 'pending' and (r.respond_by is null or r.respond_by > ?)))
               and r.id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')
             group by r.date, r.departure) h)
         end as held
       from unnest(?::uuid[]) as t(id) left join bookings.tour_calendars c on c.tour_id = t.id`,
      [from, to, from, to, now, excludeRequestId ?? null, arrayLiteral([...tourIds])],
    );
    const result = new Map<string, TourDays>();
    for (const r of rows) {
      result.set(r.tour_id, {
        calendar: r.calendar ? calendarOf({ tour_id: r.tour_id, ...r.calendar }) : OPEN_CALENDAR,
        closed: new Map((r.closed ?? []).map((d) => [d.date, d.reason])),
        held: r.held ?? [],
      });
    }
    return result;
  }
}
