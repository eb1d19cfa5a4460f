import { SOURCE_LANGUAGE } from '@costiera/contracts';
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
    const where = ['c.type = ?'];
    const params: unknown[] = [SOURCE_LANGUAGE, query.language, query.type];
    if (query.filter.ids) {
      const ids = query.filter.ids.filter(isUuid);
      if (ids.length === 0) return [];
      where.push('c.id = any(?::uuid[])');
      params.push(arrayLiteral(ids));
    }
    if (query.filter.slugs) {
      if (query.filter.slugs.length === 0) return [];
      where.push('c.slug = any(?::text[])');
      params.push(arrayLiteral(query.filter.slugs));
    }
    // English has no rows (the source is the category itself), so the join finds none for it.
    return this.sql.rows<CategorySummary>(
      `select c.id, c.slug, coalesce(ct.name, c.name) as name, c.type, coalesce(ct.language, ?) as lang
       from content.categories c left join content.category_translations ct on ct.category_id = c.id and ct.language = ?
       where ${where.join(' and ')} order by c.name`,
      params,
    );
  }
}
