import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid, isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { ARTICLE_SOURCE_HASH } from '../../infrastructure/translation-sources';
import type { GetArticleTranslation } from './get-article-translation.query';

@injectable()
export class GetArticleTranslationHandler implements QueryHandler<GetArticleTranslation> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetArticleTranslation): Promise<content.AdminArticleTranslation | null> {
    this.languages.translation(query.language);
    if (!isUuid(query.articleId)) return null;
    return this.sql.one<content.AdminArticleTranslation>(
      `select x.id as article_id, ?::text as language,
              case when tr.article_id is null then 'missing' when tr.source_hash = ${ARTICLE_SOURCE_HASH} then 'current' else 'stale' end as state,
              case when tr.article_id is null then null else jsonb_build_object(
                'slug', tr.slug, 'title', tr.title, 'content', tr.content, 'excerpt', tr.excerpt, 'published', tr.published,
                'updated_at', ${isoTimestamp('tr.updated_at')}, 'updated_by', tr.updated_by) end as translation,
              jsonb_build_object('slug', x.slug, 'title', x.title, 'content', x.content, 'excerpt', x.excerpt, 'published', x.published,
                'updated_at', ${isoTimestamp('x.updated_at')}) as source
       from content.articles x left join content.article_translations tr on tr.article_id = x.id and tr.language = ?
       where x.id = ?`,
      [query.language, query.language, query.articleId],
    );
  }
}
