import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { renderMarkdown } from '../../infrastructure/markdown';
import type { GetPublicArticle } from './get-public-article.query';

@injectable()
export class GetPublicArticleHandler implements QueryHandler<GetPublicArticle> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: GetPublicArticle): Promise<content.PublicArticle | null> {
    const row = await this.sql.one<Omit<content.PublicArticle, 'html'> & { content: string }>(
      `select a.slug, a.title, a.excerpt, a.content, a.featured_image, c.name as category_name,
              ${isoTimestamp('a.created_at')} as created_at, ${isoTimestamp('a.updated_at')} as updated_at
       from content.articles a left join content.categories c on c.id = a.category_id
       where a.slug = ? and a.published`,
      [query.slug],
    );
    if (!row) return null;
    const { content: markdown, ...rest } = row;
    return { ...rest, html: renderMarkdown(markdown) };
  }
}
