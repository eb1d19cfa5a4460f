import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { ListPublishedArticles } from './list-published-articles.query';

@injectable()
export class ListPublishedArticlesHandler implements QueryHandler<ListPublishedArticles> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<content.PublicArticleSummary[]> {
    return this.sql.rows<content.PublicArticleSummary>(
      `select a.slug, a.title, a.excerpt, a.featured_image, c.name as category_name, ${isoTimestamp('a.created_at')} as created_at
       from content.articles a left join content.categories c on c.id = a.category_id
       where a.published
       order by a.created_at desc, a.id`,
    );
  }
}
