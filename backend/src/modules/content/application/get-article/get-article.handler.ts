import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { articleSelect } from '../../infrastructure/content-read-sql';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { GetArticle } from './get-article.query';

@injectable()
export class GetArticleHandler implements QueryHandler<GetArticle> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetArticle): Promise<content.AdminArticle | null> {
    if (!isUuid(query.id)) return null;
    return this.sql.one<content.AdminArticle>(`${articleSelect(this.languages.translated)} where x.id = ?`, [query.id]);
  }
}
