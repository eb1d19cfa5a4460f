import { inject, injectable } from 'inversify';
import type { Sql } from '../../../kernel/database/sql';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { TOKENS } from '../../../kernel/tokens';
import type { CategoryUsage } from '../../content';

/** Tells content how many tours use each tour category (for usage counts and the delete rule). */
@injectable()
export class TourCategoryUsage implements CategoryUsage {
  readonly type = 'tour' as const;
  readonly noun = { one: 'tour', many: 'tours' };

  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async countByCategory(ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.sql.rows<{ category_id: string; n: number }>(
      'select category_id, count(*)::int as n from catalog.tours where category_id = any(?::uuid[]) group by category_id',
      [arrayLiteral(ids)],
    );
    return new Map(rows.map((r) => [r.category_id, r.n]));
  }
}
