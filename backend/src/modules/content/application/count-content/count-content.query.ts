import { Query } from '../../../../kernel/cqrs/query-bus';

export interface ContentCounts {
  readonly publishedArticles: number;
  readonly pages: number;
}

/** Facade for the dashboard: published articles and all pages. */
export class CountContent extends Query<ContentCounts> {}
