import type { BreadcrumbList } from 'schema-dts';
import { absoluteUrl } from './site-url';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** The trail the page's breadcrumb shows, first to last, with absolute URLs. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(siteUrl, c.path) })),
  };
}
