import { inject, injectable } from 'inversify';
import type { Sql } from '../../../kernel/database/sql';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { TOKENS } from '../../../kernel/tokens';
import type { CategoryUsage } from '../application/category-usage';

async function countBy(sql: Sql, table: 'articles' | 'pages', ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await sql.rows<{ category_id: string; n: number }>(
    `select category_id, count(*)::int as n from content.${table} where category_id = any(?::uuid[]) group by category_id`,
    [arrayLiteral(ids)],
  );
  return new Map(rows.map((r) => [r.category_id, r.n]));
}

@injectable()
export class ArticleCategoryUsage implements CategoryUsage {
  readonly type = 'article' as const;
  readonly noun = { one: 'article', many: 'articles' };
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}
  countByCategory(ids: readonly string[]) {
    return countBy(this.sql, 'articles', ids);
  }
}

@injectable()
export class PageCategoryUsage implements CategoryUsage {
  readonly type = 'page' as const;
  readonly noun = { one: 'page', many: 'pages' };
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}
  countByCategory(ids: readonly string[]) {
    return countBy(this.sql, 'pages', ids);
  }
}
