import { DESTINATION_IDS } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { LOCATION_AREAS } from '../list-tours/tour-filters';
import type { CatalogSitemapEntries, ListTourSitemapEntries } from './list-tour-sitemap-entries.query';

interface Row {
  id: string;
  area: string;
  changed_at: string;
  /** Each language the tour is translated into, with the translation's last change. */
  translations: Record<string, string>;
}

@injectable()
export class ListTourSitemapEntriesHandler implements QueryHandler<ListTourSitemapEntries, CatalogSitemapEntries> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<CatalogSitemapEntries> {
    // A tour page shows its reviews too: a new review changes it.
    const rows = await this.sql.rows<Row>(
      `select t.id, public.search_text(t.location) as area,
              ${isoTimestamp('greatest(t.updated_at, (select max(r.created_at) from catalog.reviews r where r.tour_id = t.id))')} as changed_at,
              coalesce((select jsonb_object_agg(x.language, ${isoTimestamp('x.updated_at')}) from catalog.tour_translations x where x.tour_id = t.id), '{}'::jsonb) as translations
       from catalog.tours t order by t.id`,
    );
    const latest = (of: readonly Row[]) => of.reduce<string | null>((max, r) => (max === null || r.changed_at > max ? r.changed_at : max), null);
    return {
      // A translated page shows the tour's facts and reviews too: it changed with them or with its own text.
      tours: rows.map((r) => ({
        id: r.id,
        lastmod: r.changed_at,
        translations: Object.fromEntries(Object.entries(r.translations).map(([language, at]) => [language, at > r.changed_at ? at : r.changed_at])),
      })),
      destinations: DESTINATION_IDS.map((id) => {
        const areas = LOCATION_AREAS[id] ?? [id];
        return { id, lastmod: latest(rows.filter((r) => areas.includes(r.area))) };
      }),
      lastmod: latest(rows),
    };
  }
}
