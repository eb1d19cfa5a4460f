import { Command } from '../../../../kernel/cqrs/command-bus';

/** Removes an article's translation into one language: the article has no page in it any more. */
export class DeleteArticleTranslation extends Command<void> {
  constructor(
    readonly articleId: string,
    readonly language: string,
  ) {
    super();
  }
}
