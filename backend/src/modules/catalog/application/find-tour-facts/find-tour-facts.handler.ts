import { inject, injectable } from 'inversify';
import type { CacheRegion, ReadCache } from '../../../../kernel/cache/read-cache';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { priceUnitFor } from '@costiera/contracts';
import { TourCategories } from '../tour-categories';
import type { FindTourFacts, TourSummary } from './find-tour-facts.query';

type Row = Omit<TourSummary, 'price_unit'> & { category_id: string; is_private: boolean };

/**
 * Tour facts by id; unknown ids are left out. Bookings ask for them on every request and every
 * email, so each tour's facts (or its absence) are kept in the read cache until a catalogue event
 * (docs/adr/0002-read-cache-scope.md); the ids not held are read in one statement.
 */
@injectable()
export class FindTourFactsHandler implements QueryHandler<FindTourFacts, TourSummary[]> {
  private readonly facts: CacheRegion;

  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.ReadCache) cache: ReadCache,
    @inject(TourCategories) private readonly categories: TourCategories,
  ) {
    // A category's slug decides the price unit, so a category change drops the facts too.
    this.facts = cache.region('catalog.facts', ['catalog.', 'content.category.']);
  }

  async execute(query: FindTourFacts): Promise<TourSummary[]> {
    const ids = [...new Set(query.ids.filter(isUuid).map((id) => id.toLowerCase()))];
    const held = ids.map((id) => this.facts.peek(id));
    const missing = ids.filter((_, i) => !held[i]);
    let rows: Promise<Map<string, TourSummary>> | undefined;
    const compute = (id: string) => async () => {
      rows ??= this.read(missing);
      return Buffer.from(JSON.stringify((await rows).get(id) ?? null));
    };
    const answers = await Promise.all(ids.map((id, i) => held[i] ?? this.facts.get(id, compute(id))));
    return answers.map((b) => JSON.parse(b.toString('utf8')) as TourSummary | null).filter((t): t is TourSummary => t !== null);
  }

  private async read(ids: readonly string[]): Promise<Map<string, TourSummary>> {
    const rows = await this.sql.rows<Row>(
      `select t.id, t.title, t.location, t.duration, t.price_from::text as price_from, t.currency, t.max_passengers, t.provider_id, t.provider_name,
              p.booking_emails->>0 as provider_email, coalesce(p.booking_emails, '[]'::jsonb) as provider_emails, p.phone as provider_phone,
              t.meeting_point, t.category_id, t.is_private
       from catalog.tours t left join catalog.providers p on p.id = t.provider_id and p.active
       where t.id = any(?::uuid[])`,
      [arrayLiteral(ids)],
    );
    const categories = rows.length > 0 ? await this.categories.byId() : new Map<string, { slug: string }>();
    return new Map(
      rows.map(({ category_id, is_private, ...r }) => [r.id, { ...r, price_unit: priceUnitFor(categories.get(category_id)?.slug ?? '', is_private) }]),
    );
  }
}
