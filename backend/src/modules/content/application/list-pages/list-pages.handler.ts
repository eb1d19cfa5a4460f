import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { newestFirstPage, pagination } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { pageSelect } from '../../infrastructure/content-read-sql';
import type { SiteLanguages } from '../../../../kernel/languages';
import { contentListWhere } from '../content-list-sql';
import type { ListPages } from './list-pages.query';

@injectable()
export class ListPagesHandler implements QueryHandler<ListPages> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute({ filter }: ListPages) {
    const { where, params } = contentListWhere(filter, 'page');
    const [count] = await this.sql.rows<{ total: number }>(`select count(*)::int as total from content.pages x ${where}`, params);
    const total = count?.total ?? 0;
    const page = newestFirstPage({ from: 'content.pages x', alias: 'x', select: pageSelect(this.languages.translated), where, params }, filter.page, filter.limit, total);
    const data = page ? await this.sql.rows<content.AdminPage>(page.sql, [...page.params]) : [];
    return { data, pagination: pagination(filter.page, filter.limit, total) };
  }
}
