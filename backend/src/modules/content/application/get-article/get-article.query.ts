import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One article in the admin shape, drafts included; null when unknown. */
export class GetArticle extends Query<content.AdminArticle | null> {
  constructor(readonly id: string) {
    super();
  }
}
