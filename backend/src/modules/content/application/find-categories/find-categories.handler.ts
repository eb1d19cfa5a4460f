import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { CategorySummary, FindCategories } from './find-categories.query';

@injectable()
export class FindCategoriesHandler implements QueryHandler<FindCategories, CategorySummary[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: FindCategories): Promise<CategorySummary[]> {
    const where = ['type = ?'];
    const params: unknown[] = [query.type];
    if (query.filter.ids) {
      const ids = query.filter.ids.filter(isUuid);
      if (ids.length === 0) return [];
      where.push('id = any(?::uuid[])');
      params.push(arrayLiteral(ids));
    }
    if (query.filter.slugs) {
      if (query.filter.slugs.length === 0) return [];
      where.push('slug = any(?::text[])');
      params.push(arrayLiteral(query.filter.slugs));
    }
    return this.sql.rows<CategorySummary>(`select id, slug, name, type from content.categories where ${where.join(' and ')} order by name`, params);
  }
}
