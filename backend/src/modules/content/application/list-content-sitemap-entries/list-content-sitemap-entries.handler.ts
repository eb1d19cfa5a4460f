import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { languagesArray } from '../../infrastructure/content-read-sql';
import type { ContentSitemapEntries, ContentSitemapEntry, ListContentSitemapEntries } from './list-content-sitemap-entries.query';

@injectable()
export class ListContentSitemapEntriesHandler implements QueryHandler<ListContentSitemapEntries, ContentSitemapEntries> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(): Promise<ContentSitemapEntries> {
    const codes = languagesArray(this.languages.codes);
    const published = (table: 'articles' | 'pages', translations: string, key: string) =>
      this.sql.rows<ContentSitemapEntry>(
        `select x.slug, ${isoTimestamp('x.updated_at')} as lastmod, s.slugs
         from content.${table} x
         cross join lateral (
           select jsonb_object_agg(alt.lang, alt.slug) as slugs
           from (select '${SOURCE_LANGUAGE}'::text as lang, x.slug where x.published
                 union all
                 select tr.language, tr.slug from content.${translations} tr
                 where tr.${key} = x.id and tr.published and tr.language = any(${codes})) alt
         ) s
         where s.slugs is not null
         order by x.slug`,
      );
    const [articles, pages] = await Promise.all([published('articles', 'article_translations', 'article_id'), published('pages', 'page_translations', 'page_id')]);
    return { articles, pages };
  }
}
