import type { Graph, Organization, SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import { SITE_NAME } from '@costiera/kit';
import { ENGLISH, type JsonLdLanguage } from './language';
import { absoluteUrl } from './site-url';

/** The organisation behind the site, referred to by `@id` from the other nodes: one in every language. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

export function organization(siteUrl: string): Organization {
  return { '@type': 'Organization', '@id': organizationId(siteUrl), name: SITE_NAME, url: `${siteUrl}/` };
}

/** The site in a language (its home page's address), referred to by `@id` from its pages. */
export function webSiteId(siteUrl: string, lang: JsonLdLanguage = ENGLISH): string {
  return `${absoluteUrl(siteUrl, lang.path('/'))}#website`;
}

/** The site in a language, with its search: that language's tour list's `search` parameter (Google's sitelinks search box form). */
export function webSite(siteUrl: string, lang: JsonLdLanguage = ENGLISH): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, lang.path('/tours'))}?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': webSiteId(siteUrl, lang),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, lang.path('/')),
    inLanguage: lang.language,
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: search,
  };
}

/** The home page: the organisation and the site in the page's language. */
export function homeJsonLd(siteUrl: string, lang: JsonLdLanguage = ENGLISH): Graph {
  return { '@context': 'https://schema.org', '@graph': [organization(siteUrl), webSite(siteUrl, lang)] };
}
