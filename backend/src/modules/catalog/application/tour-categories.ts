import { inject, injectable } from 'inversify';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { CacheRegion, ReadCache } from '../../../kernel/cache/read-cache';
import { BusinessRuleViolation } from '../../../kernel/errors';
import { TOKENS } from '../../../kernel/tokens';
import { FindCategories, type CategorySummary } from '../../content';

/**
 * The tour categories, read through the content module's facade (content owns categories)
 * and kept in the read cache until a category event.
 */
@injectable()
export class TourCategories {
  private readonly cached: CacheRegion;

  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.ReadCache) cache: ReadCache,
  ) {
    this.cached = cache.region('catalog.tour-categories', ['content.category.']);
  }

  all(): Promise<CategorySummary[]> {
    return this.cached.get('all', () => this.queries.execute(new FindCategories('tour')), (list) => 200 * list.length);
  }

  async byId(): Promise<Map<string, CategorySummary>> {
    return this.cached.get('by-id', async () => new Map((await this.all()).map((c) => [c.id, c])), (map) => 200 * map.size);
  }

  /** A tour must sit in an existing tour category (422 naming the field otherwise). */
  async assertTourCategory(categoryId: string): Promise<void> {
    const [found] = await this.queries.execute(new FindCategories('tour', { ids: [categoryId] }));
    if (!found) {
      throw new BusinessRuleViolation('The chosen category does not exist or is not a tour category', [
        { field: 'category_id', message: 'Category must be an existing tour category' },
      ]);
    }
  }
}
