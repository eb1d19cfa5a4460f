import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { BOOKING_SELECT, type BookingRow } from '../../infrastructure/booking-read-sql';
import type { BookingEmailFacts, GetBookingEmailFacts } from './get-booking-email-facts.query';

@injectable()
export class GetBookingEmailFactsHandler implements QueryHandler<GetBookingEmailFacts, BookingEmailFacts | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(query: GetBookingEmailFacts): Promise<BookingEmailFacts | null> {
    if (!isUuid(query.id)) return null;
    const [row] = await this.sql.rows<BookingRow>(`${BOOKING_SELECT} where b.id = ?`, [query.id]);
    if (!row) return null;
    const [tour] = await this.queries.execute(new FindTourFacts([row.tour_id]));
    return {
      id: row.id,
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      customerPhone: row.customer_phone,
      date: row.date,
      people: row.people,
      message: row.message,
      status: row.status as BookingEmailFacts['status'],
      createdAt: row.created_at,
      tour: tour ? { title: tour.title, location: tour.location, duration: tour.duration, providerName: tour.provider_name, providerEmail: tour.provider_email } : null,
    };
  }
}
