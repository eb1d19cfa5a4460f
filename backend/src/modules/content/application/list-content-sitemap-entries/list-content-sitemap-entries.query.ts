import { Query } from '../../../../kernel/cqrs/query-bus';

/** An item published in at least one of the site's languages. */
export interface ContentSitemapEntry {
  /** The English slug (the item's address in English, when `slugs` has English). */
  readonly slug: string;
  /** The English row's last change (ISO 8601, UTC). */
  readonly lastmod: string;
  /** Every site language the item is published in, with its slug there (English included when the English is published). */
  readonly slugs: Readonly<Record<string, string>>;
}

export interface ContentSitemapEntries {
  readonly articles: readonly ContentSitemapEntry[];
  readonly pages: readonly ContentSitemapEntry[];
}

/** Facade for the sitemap: every article and page published in some language (drafts stay out). */
export class ListContentSitemapEntries extends Query<ContentSitemapEntries> {}
