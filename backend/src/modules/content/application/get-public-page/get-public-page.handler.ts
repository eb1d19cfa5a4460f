import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { renderMarkdown } from '../../infrastructure/markdown';
import type { GetPublicPage } from './get-public-page.query';

@injectable()
export class GetPublicPageHandler implements QueryHandler<GetPublicPage> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: GetPublicPage): Promise<content.PublicPage | null> {
    const row = await this.sql.one<Omit<content.PublicPage, 'html'> & { content: string }>(
      `select slug, title, content, meta_description, ${isoTimestamp('updated_at')} as updated_at
       from content.pages where slug = ? and published`,
      [query.slug],
    );
    if (!row) return null;
    const { content: markdown, ...rest } = row;
    return { ...rest, html: renderMarkdown(markdown) };
  }
}
