import type { bookings } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Sql } from '../../../../kernel/database/sql';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { normalisedCalendar, OPEN_CALENDAR } from '../../domain/availability';
import { AvailabilityReader } from '../../infrastructure/availability-sql';
import type { CloseTourDates, GetTourCalendar, ReopenTourDate, UpdateTourCalendar } from './tour-calendar.commands';
import { auditBookings } from '../bookings-audit';
import type { AuditView } from '../../../../kernel/audit/audit-entry';

const execute = (uow: UnitOfWork, sql: string, params: unknown[]) => uow.em.getConnection().execute(sql, params, 'run', uow.em.getTransactionContext());

/** The tour's title (the trail's label); 404 for an unknown tour. */
async function assertTour(queries: QueryBus, tourId: string): Promise<string> {
  const [tour] = await queries.execute(new FindTourFacts([tourId]));
  if (!tour) throw new NotFound('Tour not found');
  return tour.title;
}

/**
 * Closes days of a tour in the caller's unit of work (a provider's decline that also closes its
 * day commits both or neither). Closing a closed day again keeps its first reason: a repeated
 * click changes nothing.
 */
export async function closeTourDates(uow: UnitOfWork, tourId: string, dates: readonly string[], reason: string | null, closedBy: string): Promise<void> {
  for (const date of dates) {
    const inserted = await execute(
      uow,
      `insert into bookings.closed_dates (tour_id, date, reason, closed_by) values (?, ?::date, ?, ?) on conflict do nothing`,
      [tourId, date, reason, closedBy],
    );
    if ((inserted as { affectedRows?: number }).affectedRows !== 0) {
      uow.record({ name: 'bookings.tour-date.closed.v1', payload: { tourId, date, reason, closedBy } });
    }
  }
}

@injectable()
export class UpdateTourCalendarHandler implements CommandHandler<UpdateTourCalendar, void> {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  async execute({ tourId, calendar }: UpdateTourCalendar, uow: UnitOfWork): Promise<void> {
    const title = await assertTour(this.queries, tourId);
    const c = normalisedCalendar(calendar);
    const [was] = (await uow.em.getConnection().execute(
      `select seasons, weekdays::int[] as weekdays, capacity, cutoff_hours, departures from bookings.tour_calendars where tour_id = ?`,
      [tourId],
      'all',
      uow.em.getTransactionContext(),
    )) as AuditView[];
    await execute(
      uow,
      `insert into bookings.tour_calendars (tour_id, seasons, weekdays, capacity, cutoff_hours, departures, updated_at)
       values (?, ?::jsonb, ?::smallint[], ?, ?, ?::text[], now())
       on conflict (tour_id) do update set seasons = excluded.seasons, weekdays = excluded.weekdays, capacity = excluded.capacity,
         cutoff_hours = excluded.cutoff_hours, departures = excluded.departures, updated_at = now()`,
      [tourId, JSON.stringify(c.seasons), `{${c.weekdays.join(',')}}`, c.capacity, c.cutoffHours, `{${c.departures.join(',')}}`],
    );
    uow.record({ name: 'bookings.tour-calendar.changed.v1', payload: { tourId } });
    const now = { seasons: c.seasons, weekdays: c.weekdays, capacity: c.capacity, cutoff_hours: c.cutoffHours, departures: c.departures };
    auditBookings(uow, 'tour-calendar', { id: tourId, label: title }, was ? 'update' : 'create', was ?? null, now);
  }
}

@injectable()
export class CloseTourDatesHandler implements CommandHandler<CloseTourDates, void> {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  async execute({ tourId, dates, reason, closedBy }: CloseTourDates, uow: UnitOfWork): Promise<void> {
    const title = await assertTour(this.queries, tourId);
    await closeTourDates(uow, tourId, dates, reason, closedBy);
    auditBookings(uow, 'tour-calendar', { id: tourId, label: title }, 'close-date', null, { dates: [...dates], reason });
  }
}

@injectable()
export class ReopenTourDateHandler implements CommandHandler<ReopenTourDate, void> {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  async execute({ tourId, date }: ReopenTourDate, uow: UnitOfWork): Promise<void> {
    const title = await assertTour(this.queries, tourId);
    const deleted = await execute(uow, `delete from bookings.closed_dates where tour_id = ? and date = ?::date`, [tourId, date]);
    if ((deleted as { affectedRows?: number }).affectedRows !== 0) uow.record({ name: 'bookings.tour-date.reopened.v1', payload: { tourId, date } });
    auditBookings(uow, 'tour-calendar', { id: tourId, label: title }, 'reopen-date', { date }, null);
  }
}

@injectable()
export class GetTourCalendarHandler implements QueryHandler<GetTourCalendar, bookings.TourCalendar | null> {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(AvailabilityReader) private readonly reader: AvailabilityReader,
    @inject(TOKENS.Sql) private readonly sql: Sql,
  ) {}

  async execute({ tourId, from }: GetTourCalendar): Promise<bookings.TourCalendar | null> {
    const [tour] = await this.queries.execute(new FindTourFacts([tourId]));
    if (!tour) return null;
    const calendar = (await this.reader.calendars([tourId])).get(tourId) ?? OPEN_CALENDAR;
    const closed = await this.sql.rows<{ date: string; reason: string | null }>(
      `select to_char(date, 'YYYY-MM-DD') as date, reason from bookings.closed_dates where tour_id = ? and date >= ?::date order by date`,
      [tourId, from],
    );
    return {
      tour_id: tourId,
      seasons: calendar.seasons.map((s) => ({ from: s.from, to: s.to })),
      weekdays: [...calendar.weekdays],
      capacity: calendar.capacity,
      cutoff_hours: calendar.cutoffHours,
      departures: [...calendar.departures],
      closed_dates: closed,
    };
  }
}
