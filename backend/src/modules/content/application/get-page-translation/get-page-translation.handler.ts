import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid, isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { PAGE_SOURCE_HASH } from '../../infrastructure/translation-sources';
import type { GetPageTranslation } from './get-page-translation.query';

@injectable()
export class GetPageTranslationHandler implements QueryHandler<GetPageTranslation> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetPageTranslation): Promise<content.AdminPageTranslation | null> {
    this.languages.translation(query.language);
    if (!isUuid(query.pageId)) return null;
    return this.sql.one<content.AdminPageTranslation>(
      `select x.id as page_id, ?::text as language,
              case when tr.page_id is null then 'missing' when tr.source_hash = ${PAGE_SOURCE_HASH} then 'current' else 'stale' end as state,
              case when tr.page_id is null then null else jsonb_build_object(
                'slug', tr.slug, 'title', tr.title, 'content', tr.content, 'meta_description', tr.meta_description, 'published', tr.published,
                'updated_at', ${isoTimestamp('tr.updated_at')}, 'updated_by', tr.updated_by) end as translation,
              jsonb_build_object('slug', x.slug, 'title', x.title, 'content', x.content, 'meta_description', x.meta_description, 'published', x.published,
                'updated_at', ${isoTimestamp('x.updated_at')}) as source
       from content.pages x left join content.page_translations tr on tr.page_id = x.id and tr.language = ?
       where x.id = ?`,
      [query.language, query.language, query.pageId],
    );
  }
}
