import type { bookings } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { BOOKING_SELECT, withTour, type BookingRow } from '../../infrastructure/booking-read-sql';
import type { GetBookingRequest } from './get-booking-request.query';

@injectable()
export class GetBookingRequestHandler implements QueryHandler<GetBookingRequest, bookings.AdminBookingRequest | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(query: GetBookingRequest): Promise<bookings.AdminBookingRequest | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<BookingRow>(`${BOOKING_SELECT} where b.id = ?`, [query.id]);
    if (!row) return null;
    const tours = await this.queries.execute(new FindTourFacts([row.tour_id]));
    return withTour(row, new Map(tours.map((t) => [t.id, t])));
  }
}
