import { SOURCE_LANGUAGE } from '@costiera/contracts';

/**
 * The page's language as its structured data needs it: the code for `inLanguage`, its addresses
 * (`/it/tours/7`) and the names of the site's sections for breadcrumbs. The page's I18n is one.
 */
export interface JsonLdLanguage {
  readonly language: string;
  /** The address of the page at the English `path` in this language. */
  path(path: string): string;
  t(id: 'seo.crumb.home' | 'seo.crumb.tours' | 'seo.crumb.destinations'): string;
}

const ENGLISH_CRUMBS = { 'seo.crumb.home': 'Home', 'seo.crumb.tours': 'Tours', 'seo.crumb.destinations': 'Destinations' } as const;

/** English at the site's root: what a builder states when the caller names no language (the English catalogue's words). */
export const ENGLISH: JsonLdLanguage = { language: SOURCE_LANGUAGE, path: (path) => path, t: (id) => ENGLISH_CRUMBS[id] };
