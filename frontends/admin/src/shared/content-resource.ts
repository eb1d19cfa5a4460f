import type { Route } from '@costiera/contracts';
import { resourceHooks, type ResourceRoutes } from './resource-hooks';
import { contentListQuery, type ContentFilters } from './components/ContentFilterBar';

export const CONTENT_PAGE_SIZE = 10;

/** Articles and pages: the same paged list, filters and save over each one's routes. */
export function contentResource<L extends Route, G extends Route, C extends Route, U extends Route>(
  section: 'articles' | 'pages',
  routes: Pick<ResourceRoutes<ContentFilters, L, G, C, U>, 'list' | 'get' | 'create' | 'update' | 'remove'>,
) {
  return resourceHooks({ section, pageSize: CONTENT_PAGE_SIZE, listQuery: contentListQuery, ...routes });
}
