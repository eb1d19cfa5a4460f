import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * One URL of the sitemap: a site path, when what it shows last changed (ISO 8601, UTC; null:
 * unknown), and the page in each language it exists in, by code, this one included (its
 * `hreflang` alternates; English, when there, is also the `x-default`).
 */
export interface SitemapUrl {
  readonly path: string;
  readonly lastmod: string | null;
  readonly alternates: Readonly<Record<string, string>>;
}

/**
 * Every public page worth a crawler's visit, in each language it is offered in: the home, list
 * and destination pages and the articles index (every site language), every tour (English, and
 * each language it is translated into), every article and page in each language it is published in.
 */
export class ListSitemapUrls extends Query<SitemapUrl[]> {}
