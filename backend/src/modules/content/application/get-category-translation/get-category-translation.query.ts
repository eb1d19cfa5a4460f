import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A category's translation with the English name beside it; `translation` null when there is none. */
export interface CategoryTranslationView {
  readonly categoryId: string;
  readonly language: string;
  readonly english: { readonly name: string };
  readonly translation: { readonly text: content.CategoryTranslation; readonly state: 'stale' | 'current' } | null;
}

/** A category's translation into a site language other than English (422 otherwise); null when the category is unknown. */
export class GetCategoryTranslation extends Query<CategoryTranslationView | null> {
  constructor(
    readonly categoryId: string,
    readonly language: string,
  ) {
    super();
  }
}
