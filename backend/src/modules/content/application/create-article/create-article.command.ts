import { Command } from '../../../../kernel/cqrs/command-bus';
import type { ArticleFacts } from '../../domain/article';

/** Creates an article; answers its id. `id` is fixed only by the seed (idempotent runs). */
export class CreateArticle extends Command<string> {
  constructor(
    readonly facts: ArticleFacts,
    readonly id?: string,
  ) {
    super();
  }
}
