import type { content } from '@costiera/contracts';
import type { PageRead } from './page-slug';

/*
 * Where an article or a page is in each language it is published in, from a read's `alternates`:
 * paths as the English site writes them (no language prefix; i18n.path adds it). The page's head
 * names them as its versions, and the header's language switch leads to them.
 */

export type ContentPaths = Readonly<Record<string, string>>;

/** An article's path in each of its languages: its slug there. */
export function articlePaths(alternates: readonly content.Alternate[]): ContentPaths {
  return Object.fromEntries(alternates.map((a) => [a.lang, `/articles/${encodeURIComponent(a.slug)}`]));
}

/** A CMS page's path in each of its languages: a fixed path (`read` by the English slug) is the same in all; /pages/x takes each language's slug. */
export function pagePaths(alternates: readonly content.Alternate[], read: PageRead, path: string): ContentPaths {
  return Object.fromEntries(alternates.map((a) => [a.lang, read.bySourceSlug ? path : `/pages/${encodeURIComponent(a.slug)}`]));
}

/** `paths` as addresses, each under its language's prefix: PageMeta's alternates. */
export function addressesOf(paths: ContentPaths, pathIn: (path: string, language: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(paths).map(([language, path]) => [language, pathIn(path, language)]));
}
