import { Query } from '../../../../kernel/cqrs/query-bus';

/** A public catalogue URL's key and when what it shows last changed (ISO 8601, UTC). */
export interface CatalogSitemapEntry {
  readonly id: string;
  readonly lastmod: string;
}

/** A tour's URL, with the languages it is translated into (each with its translation's last change): `/{code}/tours/{id}` is its page there. */
export interface TourSitemapEntry extends CatalogSitemapEntry {
  readonly translations: Readonly<Record<string, string>>;
}

export interface CatalogSitemapEntries {
  /** Every tour (all tours are public), keyed by id: `/tours/{id}`. */
  readonly tours: readonly TourSitemapEntry[];
  /**
   * Each destination id (contracts' DESTINATION_IDS) with the last change among the tours its
   * page lists; null for a destination whose page lists none.
   */
  readonly destinations: readonly { readonly id: string; readonly lastmod: string | null }[];
  /** The last change of any tour or review (what the home page and the list show); null with no tours. */
  readonly lastmod: string | null;
}

/** Facade for the sitemap: the catalogue's public URLs with their last modification. */
export class ListTourSitemapEntries extends Query<CatalogSitemapEntries> {}
