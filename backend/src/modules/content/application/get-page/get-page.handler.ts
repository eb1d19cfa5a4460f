import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { pageSelect } from '../../infrastructure/content-read-sql';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { GetPage } from './get-page.query';

@injectable()
export class GetPageHandler implements QueryHandler<GetPage> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(query: GetPage): Promise<content.AdminPage | null> {
    if (!isUuid(query.id)) return null;
    return this.sql.one<content.AdminPage>(`${pageSelect(this.languages.translated)} where x.id = ?`, [query.id]);
  }
}
