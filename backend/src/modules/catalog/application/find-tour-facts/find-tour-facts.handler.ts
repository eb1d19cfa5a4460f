import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindTourFacts, TourSummary } from './find-tour-facts.query';

/** Tour facts by id (bookings ask for them on every request and every email); unknown ids are left out. */
@injectable()
export class FindTourFactsHandler implements QueryHandler<FindTourFacts, TourSummary[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: FindTourFacts): Promise<TourSummary[]> {
    const ids = [...new Set(query.ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return [];
    return this.sql.rows<TourSummary>(
      `select t.id, t.title, t.location, t.duration, t.price_from::text as price_from, t.currency, t.max_passengers, t.provider_id, t.provider_name,
              p.booking_emails->>0 as provider_email
       from catalog.tours t left join catalog.providers p on p.id = t.provider_id and p.active
       where t.id = any(?::uuid[])`,
      [arrayLiteral(ids)],
    );
  }
}
