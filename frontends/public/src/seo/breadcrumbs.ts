import type { BreadcrumbList, WebPage } from 'schema-dts';
import { absoluteUrl } from './site-url';
import { ENGLISH, type JsonLdLanguage } from './language';
import { webSiteId } from './site';

export interface Crumb {
  readonly name: string;
  /** The English path (`/tours`): the language adds its prefix. */
  readonly path: string;
}

/** The trail the page's breadcrumb shows, first to last, with absolute URLs in the page's language; `@id` is the last crumb's (the page's) URL with #breadcrumb. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[], lang: JsonLdLanguage = ENGLISH): BreadcrumbList {
  const last = crumbs[crumbs.length - 1];
  return {
    '@type': 'BreadcrumbList',
    ...(last ? { '@id': `${absoluteUrl(siteUrl, lang.path(last.path))}#breadcrumb` } : {}),
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(siteUrl, lang.path(c.path)) })),
  };
}

/**
 * The page itself, in its language: schema.org's `inLanguage` belongs to a creative work, not to
 * a product, a trip or a list, so the page states it, with the breadcrumb it shows and what it is
 * about (by their `@id`s), as part of the site in that language.
 */
export function webPage(siteUrl: string, page: { path: string; name: string; breadcrumbId?: string; mainEntityId?: string }, lang: JsonLdLanguage = ENGLISH): WebPage {
  const url = absoluteUrl(siteUrl, lang.path(page.path));
  return {
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.name,
    inLanguage: lang.language,
    isPartOf: { '@id': webSiteId(siteUrl, lang) },
    ...(page.breadcrumbId ? { breadcrumb: { '@id': page.breadcrumbId } } : {}),
    ...(page.mainEntityId ? { mainEntity: { '@id': page.mainEntityId } } : {}),
  };
}
