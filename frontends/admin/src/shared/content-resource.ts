import type { Route } from '@costiera/contracts';
import { resourceHooks, type ResourceRoutes } from './resource-hooks';
import { contentListQuery, type ContentFilters } from './components/ContentFilterBar';
import { adminPaths, publicPaths } from './admin-paths';

export const CONTENT_PAGE_SIZE = 10;

/** Each content kind's word (in 'New Article', 'Page deleted') and where its screens and public page are. */
const KINDS = {
  articles: { noun: 'Article', paths: { list: adminPaths.articles, new: adminPaths.newArticle, edit: adminPaths.editArticle, site: publicPaths.article } },
  pages: { noun: 'Page', paths: { list: adminPaths.pages, new: adminPaths.newPage, edit: adminPaths.editPage, site: publicPaths.page } },
} as const;

/** Articles and pages: the same paged list, filters, save and screens over each one's routes. */
export function contentResource<L extends Route, G extends Route, C extends Route, U extends Route>(
  section: keyof typeof KINDS,
  routes: Pick<ResourceRoutes<ContentFilters, L, G, C, U>, 'list' | 'get' | 'create' | 'update' | 'remove'>,
) {
  return { ...KINDS[section], ...resourceHooks({ section, pageSize: CONTENT_PAGE_SIZE, listQuery: contentListQuery, searchesTranslations: true, ...routes }) };
}

/** What the content screens know of a kind beside its hooks. */
export interface ContentKind {
  readonly noun: 'Article' | 'Page';
  readonly paths: { readonly list: string; readonly new: string; edit(id: string): string; site(slug: string): string };
}
