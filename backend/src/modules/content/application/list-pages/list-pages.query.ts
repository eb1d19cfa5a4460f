import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { ContentListFilter } from '../list-articles/list-articles.query';

/** Pages newest first, paged, filtered by words, category and published state. */
export class ListPages extends Query<{ data: content.AdminPage[]; pagination: { page: number; limit: number; total: number; pages: number } }> {
  constructor(readonly filter: ContentListFilter) {
    super();
  }
}
