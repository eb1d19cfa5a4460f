import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** Every article published in `language`, newest first, as the articles index lists it (slug, title and excerpt in that language). */
export class ListPublishedArticles extends Query<content.PublicArticleSummary[]> {
  constructor(readonly language: string) {
    super();
  }
}
