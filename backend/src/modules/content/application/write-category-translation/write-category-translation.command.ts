import { Command } from '../../../../kernel/cqrs/command-bus';
import type { CategoryText } from '../../domain/category-translation';

/**
 * Writes a category's name in `language` (a site language other than English), replacing any
 * there was; it is made from the English name as it is now. `by`: the admin's username (null for
 * the seed). Part of the facade: the seed writes its translations with it.
 */
export class WriteCategoryTranslation extends Command<void> {
  constructor(
    readonly categoryId: string,
    readonly language: string,
    readonly text: CategoryText,
    readonly by: string | null = null,
  ) {
    super();
  }
}
