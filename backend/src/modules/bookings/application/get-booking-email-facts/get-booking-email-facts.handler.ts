import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { BOOKING_SELECT, type BookingRow } from '../../infrastructure/booking-read-sql';
import type { BookingEmailFacts, GetBookingEmailFacts } from './get-booking-email-facts.query';

@injectable()
export class GetBookingEmailFactsHandler implements QueryHandler<GetBookingEmailFacts, ReadonlyMap<string, BookingEmailFacts>> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(query: GetBookingEmailFacts): Promise<ReadonlyMap<string, BookingEmailFacts>> {
    const ids = [...new Set(query.ids.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await this.sql.rows<BookingRow>(`${BOOKING_SELECT} where b.id = any(?::uuid[])`, [arrayLiteral(ids)]);
    if (rows.length === 0) return new Map();
    const tours = new Map((await this.queries.execute(new FindTourFacts([...new Set(rows.map((r) => r.tour_id))]))).map((t) => [t.id, t]));
    return new Map(
      rows.map((row) => {
        const tour = tours.get(row.tour_id);
        const facts: BookingEmailFacts = {
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
        return [row.id, facts] as const;
      }),
    );
  }
}
