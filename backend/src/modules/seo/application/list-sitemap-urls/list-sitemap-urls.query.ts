import { Query } from '../../../../kernel/cqrs/query-bus';

/** One URL of the sitemap: a site path and when what it shows last changed (ISO 8601, UTC; null: unknown). */
export interface SitemapUrl {
  readonly path: string;
  readonly lastmod: string | null;
}

/** Every public page worth a crawler's visit: the home, list and destination pages, the articles index, every tour, published article and page. */
export class ListSitemapUrls extends Query<SitemapUrl[]> {}
