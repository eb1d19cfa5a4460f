import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { ARTICLE_TRANSLATIONS, readContentTranslation } from '../content-translation-use-cases';
import type { GetArticleTranslation } from './get-article-translation.query';

@injectable()
export class GetArticleTranslationHandler implements QueryHandler<GetArticleTranslation> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetArticleTranslation): Promise<content.AdminArticleTranslation | null> {
    this.languages.translation(query.language);
    return readContentTranslation<content.AdminArticleTranslation>(this.sql, ARTICLE_TRANSLATIONS, query.articleId, query.language);
  }
}
