import { Query } from '../../../../kernel/cqrs/query-bus';
import type { CategoryType } from '../../domain/category';

/** What other modules know of a category. */
export interface CategorySummary {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly type: CategoryType;
}

/**
 * Categories of one type, optionally only these ids or slugs (ids that are not uuids match
 * nothing). Part of the facade: the catalog resolves its tours' categories through it.
 */
export class FindCategories extends Query<CategorySummary[]> {
  constructor(
    readonly type: CategoryType,
    readonly filter: { readonly ids?: readonly string[]; readonly slugs?: readonly string[] } = {},
  ) {
    super();
  }
}
