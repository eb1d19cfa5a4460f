import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { PAGE_TRANSLATIONS, readContentTranslation } from '../content-translation-use-cases';
import type { GetPageTranslation } from './get-page-translation.query';

@injectable()
export class GetPageTranslationHandler implements QueryHandler<GetPageTranslation> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetPageTranslation): Promise<content.AdminPageTranslation | null> {
    this.languages.translation(query.language);
    return readContentTranslation<content.AdminPageTranslation>(this.sql, PAGE_TRANSLATIONS, query.pageId, query.language);
  }
}
