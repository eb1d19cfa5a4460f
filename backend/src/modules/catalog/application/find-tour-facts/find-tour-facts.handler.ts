import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import type { CacheRegion, ReadCache } from '../../../../kernel/cache/read-cache';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindTourFacts, TourSummary } from './find-tour-facts.query';

/** Roughly what one tour's facts hold in memory. */
const FACTS_BYTES = 600;

/**
 * Tour facts by id (bookings ask for them on every request and every email), from the read
 * cache; a tour event drops them. A missing tour is remembered as missing too.
 */
@injectable()
export class FindTourFactsHandler implements QueryHandler<FindTourFacts, TourSummary[]> {
  private readonly facts: CacheRegion;

  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.ReadCache) cache: ReadCache,
  ) {
    this.facts = cache.region('catalog.tour-facts', ['catalog.tour.']);
  }

  async execute(query: FindTourFacts): Promise<TourSummary[]> {
    const ids = [...new Set(query.ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return [];
    const found: TourSummary[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.facts.peek<TourSummary | null>(id);
      if (cached === undefined) missing.push(id);
      else if (cached !== null) found.push(cached);
    }
    if (missing.length > 0) {
      const generation = this.facts.generation();
      const rows = await this.sql.rows<TourSummary>(
        `select id, title, location, duration, price_from::text as price_from, currency, max_passengers, provider_name, provider_email
         from catalog.tours where id = any(?::uuid[])`,
        [arrayLiteral(missing)],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of missing) {
        const row = byId.get(id) ?? null;
        this.facts.put(id, row, FACTS_BYTES, generation);
        if (row) found.push(row);
      }
    }
    return found;
  }
}
