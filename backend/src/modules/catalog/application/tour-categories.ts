import { inject, injectable } from 'inversify';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { BusinessRuleViolation } from '../../../kernel/errors';
import { TOKENS } from '../../../kernel/tokens';
import { FindCategories, type CategorySummary } from '../../content';

/** The tour categories, read through the content module's facade (content owns categories). */
@injectable()
export class TourCategories {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  /** Named in `language` where translated, in English otherwise. */
  all(language?: string): Promise<CategorySummary[]> {
    return this.queries.execute(new FindCategories('tour', {}, language));
  }

  async byId(language?: string): Promise<Map<string, CategorySummary>> {
    return new Map((await this.all(language)).map((c) => [c.id, c]));
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
