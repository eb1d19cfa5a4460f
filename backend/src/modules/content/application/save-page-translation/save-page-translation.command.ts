import { Command } from '../../../../kernel/cqrs/command-bus';
import type { PageTranslationFacts } from '../../domain/page-translation';

/**
 * Writes a page's translation into `language` (creates it or replaces its text), made from
 * the English as it is now. `by` is who wrote it (null for the seed).
 */
export class SavePageTranslation extends Command<void> {
  constructor(
    readonly pageId: string,
    readonly language: string,
    readonly facts: PageTranslationFacts,
    readonly by: string | null = null,
  ) {
    super();
  }
}
