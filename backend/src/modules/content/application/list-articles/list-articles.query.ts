import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

export interface ContentListFilter {
  readonly page: number;
  readonly limit: number;
  readonly search?: string;
  /** A category id; 'all' or empty is no filter. */
  readonly category?: string;
  readonly published?: boolean;
  /** The language the search words are in (absent: English); one of the site's languages. */
  readonly lang?: string;
}

/** Articles newest first, paged, filtered by words, category and published state. */
export class ListArticles extends Query<{ data: content.AdminArticle[]; pagination: { page: number; limit: number; total: number; pages: number } }> {
  constructor(readonly filter: ContentListFilter) {
    super();
  }
}
