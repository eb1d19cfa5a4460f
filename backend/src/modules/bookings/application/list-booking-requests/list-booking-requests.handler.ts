import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { pagination } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { Clock } from '../../../../kernel/clock';
import { FindTourFacts } from '../../../catalog';
import { withTour, type BookingRow } from '../../infrastructure/booking-read-sql';
import { bookingCountStatement, bookingPageStatement } from '../../infrastructure/booking-list-sql';
import type { ListBookingRequests } from './list-booking-requests.query';

@injectable()
export class ListBookingRequestsHandler implements QueryHandler<ListBookingRequests> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute({ filter: asked }: ListBookingRequests) {
    const filter = { ...asked, now: asked.now ?? this.clock.now() };
    const count = bookingCountStatement(filter);
    const total = (await this.sql.one<{ total: number }>(count.sql, [...count.params]))?.total ?? 0;
    const page = bookingPageStatement(filter, total);
    const rows = page ? await this.sql.rows<BookingRow>(page.sql, [...page.params]) : [];
    const tours = new Map((await this.queries.execute(new FindTourFacts(rows.map((r) => r.tour_id)))).map((t) => [t.id, t]));
    return { data: rows.map((r) => withTour(r, tours)), pagination: pagination(filter.page, filter.limit, total) };
  }
}
