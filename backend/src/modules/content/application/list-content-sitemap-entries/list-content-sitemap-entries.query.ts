import { Query } from '../../../../kernel/cqrs/query-bus';

/** A published item's slug and its last change (ISO 8601, UTC). */
export interface ContentSitemapEntry {
  readonly slug: string;
  readonly lastmod: string;
}

export interface ContentSitemapEntries {
  readonly articles: readonly ContentSitemapEntry[];
  readonly pages: readonly ContentSitemapEntry[];
}

/** Facade for the sitemap: every published article and page (drafts stay out). */
export class ListContentSitemapEntries extends Query<ContentSitemapEntries> {}
