import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A published article by slug, its Markdown rendered to sanitised HTML; null for drafts and unknown slugs. */
export class GetPublicArticle extends Query<content.PublicArticle | null> {
  constructor(readonly slug: string) {
    super();
  }
}
