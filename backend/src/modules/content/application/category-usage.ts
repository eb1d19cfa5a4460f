import { injectable, multiInject } from 'inversify';
import type { CategoryType } from '../domain/category';

/**
 * Who uses categories. Content counts its articles and pages; the catalog binds a source for
 * its tours (through this module's facade), so content never reads another module's tables.
 */
export const CATEGORY_USAGE = Symbol.for('content.CategoryUsage');

export interface CategoryUsage {
  /** The category type this source's items use. */
  readonly type: CategoryType;
  /** How messages name the items: 'tour' / 'tours'. */
  readonly noun: { readonly one: string; readonly many: string };
  /** How many items use each of these categories (ids with no use may be missing). */
  countByCategory(categoryIds: readonly string[]): Promise<Map<string, number>>;
}

@injectable()
export class CategoryUsageCounter {
  constructor(@multiInject(CATEGORY_USAGE) private readonly sources: CategoryUsage[]) {}

  /** Usage per category id. */
  async count(categories: ReadonlyArray<{ id: string; type: string }>): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const source of this.sources) {
      const ids = categories.filter((c) => c.type === source.type).map((c) => c.id);
      if (ids.length === 0) continue;
      for (const [id, n] of await source.countByCategory(ids)) out.set(id, (out.get(id) ?? 0) + n);
    }
    return out;
  }

  async countOne(id: string, type: string): Promise<number> {
    return (await this.count([{ id, type }])).get(id) ?? 0;
  }

  /** '3 tours', '1 article'. */
  describe(type: string, n: number): string {
    const noun = this.sources.find((s) => s.type === type)?.noun ?? { one: 'item', many: 'items' };
    return `${n} ${n === 1 ? noun.one : noun.many}`;
  }
}
