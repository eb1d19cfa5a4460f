import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { newestFirstPage, pagination } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { articleSelect } from '../../infrastructure/content-read-sql';
import type { SiteLanguages } from '../../../../kernel/languages';
import { contentListWhere } from '../content-list-sql';
import type { ListArticles } from './list-articles.query';

@injectable()
export class ListArticlesHandler implements QueryHandler<ListArticles> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute({ filter }: ListArticles) {
    const { where, params } = contentListWhere(filter, 'article');
    const [count] = await this.sql.rows<{ total: number }>(`select count(*)::int as total from content.articles x ${where}`, params);
    const total = count?.total ?? 0;
    const page = newestFirstPage({ from: 'content.articles x', alias: 'x', select: articleSelect(this.languages.translated), where, params }, filter.page, filter.limit, total);
    const data = page ? await this.sql.rows<content.AdminArticle>(page.sql, [...page.params]) : [];
    return { data, pagination: pagination(filter.page, filter.limit, total) };
  }
}
