import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import type { ContentCounts, CountContent } from './count-content.query';

@injectable()
export class CountContentHandler implements QueryHandler<CountContent, ContentCounts> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<ContentCounts> {
    const row = await this.sql.one<ContentCounts>(
      `select (select count(*)::int from content.articles where published) as "publishedArticles",
              (select count(*)::int from content.pages) as "pages"`,
    );
    return row ?? { publishedArticles: 0, pages: 0 };
  }
}
