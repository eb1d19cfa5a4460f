import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { pagination } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { Clock } from '../../../../kernel/clock';
import { FindTourFacts } from '../../../catalog';
import { withTour, type BookingRow } from '../../infrastructure/booking-read-sql';
import { bookingCountStatement, bookingPageStatement } from '../../infrastructure/booking-list-sql';
import type { BookingRequestFilter, ListBookingRequests } from './list-booking-requests.query';

@injectable()
export class ListBookingRequestsHandler implements QueryHandler<ListBookingRequests> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute({ filter: asked }: ListBookingRequests) {
    const filter = { ...asked, now: asked.now ?? this.clock.now() };
    const { rows, total } = await this.page(filter);
    const tours = new Map((await this.queries.execute(new FindTourFacts(rows.map((r) => r.tour_id)))).map((t) => [t.id, t]));
    return { data: rows.map((r) => withTour(r, tours)), pagination: pagination(filter.page, filter.limit, total) };
  }

  /** The page's rows and how many the filter matches. A first page that is not full is its own count: a search (by reference above all) is one statement, not two. */
  private async page(filter: BookingRequestFilter): Promise<{ rows: BookingRow[]; total: number }> {
    if (filter.page === 1) {
      const first = bookingPageStatement(filter, Number.MAX_SAFE_INTEGER)!;
      const rows = await this.sql.rows<BookingRow>(first.sql, [...first.params]);
      return { rows, total: rows.length < filter.limit ? rows.length : await this.count(filter) };
    }
    const total = await this.count(filter);
    const page = bookingPageStatement(filter, total);
    return { rows: page ? await this.sql.rows<BookingRow>(page.sql, [...page.params]) : [], total };
  }

  private async count(filter: BookingRequestFilter): Promise<number> {
    const count = bookingCountStatement(filter);
    return (await this.sql.one<{ total: number }>(count.sql, [...count.params]))?.total ?? 0;
  }
}
