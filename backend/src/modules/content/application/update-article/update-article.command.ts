import { Command } from '../../../../kernel/cqrs/command-bus';
import type { ArticleFacts } from '../../domain/article';

/** Replaces an article's fields; `published` left out keeps the current state. */
export class UpdateArticle extends Command<void> {
  constructor(
    readonly id: string,
    readonly facts: Omit<ArticleFacts, 'published'> & { readonly published: boolean | undefined },
  ) {
    super();
  }
}
