import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** An article's translation into `language` (null when none yet), its state, and the English beside it; null for an unknown article. */
export class GetArticleTranslation extends Query<content.AdminArticleTranslation | null> {
  constructor(
    readonly articleId: string,
    readonly language: string,
  ) {
    super();
  }
}
