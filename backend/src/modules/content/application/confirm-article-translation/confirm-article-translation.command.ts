import { Command } from '../../../../kernel/cqrs/command-bus';

/** Staff say an article's translation still holds for the English of now: it becomes current as it is. */
export class ConfirmArticleTranslation extends Command<void> {
  constructor(
    readonly articleId: string,
    readonly language: string,
    readonly by: string | null = null,
  ) {
    super();
  }
}
