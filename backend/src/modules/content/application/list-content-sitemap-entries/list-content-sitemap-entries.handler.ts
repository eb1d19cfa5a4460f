import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { ContentSitemapEntries, ContentSitemapEntry, ListContentSitemapEntries } from './list-content-sitemap-entries.query';

@injectable()
export class ListContentSitemapEntriesHandler implements QueryHandler<ListContentSitemapEntries, ContentSitemapEntries> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<ContentSitemapEntries> {
    const published = (table: 'articles' | 'pages') =>
      this.sql.rows<ContentSitemapEntry>(`select slug, ${isoTimestamp('updated_at')} as lastmod from content.${table} where published order by slug`);
    const [articles, pages] = await Promise.all([published('articles'), published('pages')]);
    return { articles, pages };
  }
}
