import type { Graph } from 'schema-dts';
import { breadcrumbList } from './breadcrumbs';

/** A destination page's breadcrumb: Home / Destinations / the place. */
export function destinationJsonLd(siteUrl: string, place: { id: string; name: string }): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      breadcrumbList(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Destinations', path: '/destinations' },
        { name: place.name, path: `/destinations/${encodeURIComponent(place.id)}` },
      ]),
    ],
  };
}
