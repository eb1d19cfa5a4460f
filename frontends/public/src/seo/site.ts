import type { Graph, Organization, SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import { SITE_NAME } from '@costiera/kit';

/** The organisation behind the site, referred to by `@id` from the other nodes. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

export function organization(siteUrl: string): Organization {
  return { '@type': 'Organization', '@id': organizationId(siteUrl), name: SITE_NAME, url: `${siteUrl}/` };
}

/** The site with its search: the tour list's `search` parameter (Google's sitelinks search box form). */
export function webSite(siteUrl: string): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/tours?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return { '@type': 'WebSite', '@id': `${siteUrl}/#website`, name: SITE_NAME, url: `${siteUrl}/`, publisher: { '@id': organizationId(siteUrl) }, potentialAction: search };
}

/** The home page: the organisation and the site. */
export function homeJsonLd(siteUrl: string): Graph {
  return { '@context': 'https://schema.org', '@graph': [organization(siteUrl), webSite(siteUrl)] };
}
