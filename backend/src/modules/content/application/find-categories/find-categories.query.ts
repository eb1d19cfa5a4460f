import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { CategoryType } from '../../domain/category';

/** What other modules know of a category. */
export interface CategorySummary {
  readonly id: string;
  readonly slug: string;
  /** In the language asked for where the category has a translation into it, otherwise in English. */
  readonly name: string;
  readonly type: CategoryType;
  /** The language `name` is in. */
  readonly lang: string;
}

/**
 * Categories of one type, optionally only these ids or slugs (ids that are not uuids match
 * nothing), named in `language` where translated (English otherwise). Part of the facade: the
 * catalog resolves its tours' categories through it.
 */
export class FindCategories extends Query<CategorySummary[]> {
  constructor(
    readonly type: CategoryType,
    readonly filter: { readonly ids?: readonly string[]; readonly slugs?: readonly string[] } = {},
    readonly language: string = SOURCE_LANGUAGE,
  ) {
    super();
  }
}
