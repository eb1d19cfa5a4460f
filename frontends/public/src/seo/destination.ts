import type { Graph } from 'schema-dts';
import { breadcrumbList, webPage } from './breadcrumbs';
import { ENGLISH, type JsonLdLanguage } from './language';

/** A destination page in the page's language: its breadcrumb (Home / Destinations / the place) and the page. */
export function destinationJsonLd(siteUrl: string, place: { id: string; name: string }, lang: JsonLdLanguage = ENGLISH): Graph {
  const path = `/destinations/${encodeURIComponent(place.id)}`;
  const breadcrumb = breadcrumbList(
    siteUrl,
    [
      { name: lang.t('seo.crumb.home'), path: '/' },
      { name: lang.t('seo.crumb.destinations'), path: '/destinations' },
      { name: place.name, path },
    ],
    lang,
  );
  return { '@context': 'https://schema.org', '@graph': [breadcrumb, webPage(siteUrl, { path, name: place.name, breadcrumbId: breadcrumb['@id'] as string }, lang)] };
}
