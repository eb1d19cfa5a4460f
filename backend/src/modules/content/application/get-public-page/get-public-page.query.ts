import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A published page by slug, its Markdown rendered to sanitised HTML; null for drafts and unknown slugs. */
export class GetPublicPage extends Query<content.PublicPage | null> {
  constructor(readonly slug: string) {
    super();
  }
}
