import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { pagination, searchWordPatterns } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { BOOKING_SELECT, withTour, type BookingRow } from '../../infrastructure/booking-read-sql';
import type { ListBookingRequests } from './list-booking-requests.query';

@injectable()
export class ListBookingRequestsHandler implements QueryHandler<ListBookingRequests> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ filter }: ListBookingRequests) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('b.status = ?');
      params.push(filter.status);
    }
    for (const pattern of searchWordPatterns(filter.search)) {
      where.push('b.search_doc like public.search_text(?)');
      params.push(pattern);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [count] = await this.sql.rows<{ total: number }>(`select count(*)::int as total from bookings.booking_requests b ${clause}`, params);
    const rows = await this.sql.rows<BookingRow>(`${BOOKING_SELECT} ${clause} order by b.created_at desc, b.id desc limit ? offset ?`, [
      ...params,
      filter.limit,
      (filter.page - 1) * filter.limit,
    ]);
    const tours = new Map((await this.queries.execute(new FindTourFacts(rows.map((r) => r.tour_id)))).map((t) => [t.id, t]));
    return { data: rows.map((r) => withTour(r, tours)), pagination: pagination(filter.page, filter.limit, count?.total ?? 0) };
  }
}
