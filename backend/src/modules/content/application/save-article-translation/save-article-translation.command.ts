import { Command } from '../../../../kernel/cqrs/command-bus';
import type { ArticleTranslationFacts } from '../../domain/article-translation';

/**
 * Writes an article's translation into `language` (creates it or replaces its text), made from
 * the English as it is now. `by` is who wrote it (null for the seed).
 */
export class SaveArticleTranslation extends Command<void> {
  constructor(
    readonly articleId: string,
    readonly language: string,
    readonly facts: ArticleTranslationFacts,
    readonly by: string | null = null,
  ) {
    super();
  }
}
