import { useState } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { PUBLIC_APP_PATHS } from '@costiera/contracts';
import { FormKeyProvider, FormPostProvider, NotFound, QueryCache, QueryCacheProvider, SiteUrlProvider, type DehydratedQuery, type FormPost } from '@costiera/kit';
import { HomePage } from './features/home/HomePage';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicLayout } from './layout/PublicLayout';

/*
 * Every page but the home page is a chunk of its own (lazy-page.tsx): `/` loads none of them.
 * The chunk names are the ones ssr.json lists (kit/federation/ssr-manifest-plugin.js).
 */
const tourList = lazyPage('page-tour-list', () => import(/* webpackChunkName: "page-tour-list" */ './features/tour-list/TourListPage').then((m) => m.TourListPage));
const tourDetail = lazyPage('page-tour-detail', () => import(/* webpackChunkName: "page-tour-detail" */ './features/tour-detail/TourDetailPage').then((m) => m.TourDetailPage));
const article = lazyPage('page-article', () => import(/* webpackChunkName: "page-article" */ './features/content/ArticlePage').then((m) => m.ArticlePage));
const articles = lazyPage('page-articles', () => import(/* webpackChunkName: "page-articles" */ './features/content/ArticlesPage').then((m) => m.ArticlesPage));
const cms = lazyPage('page-cms', () => import(/* webpackChunkName: "page-cms" */ './features/content/CmsPage').then((m) => m.CmsPage));
const experiences = lazyPage('page-experiences', () => import(/* webpackChunkName: "page-experiences" */ './features/destinations/ExperiencesPage').then((m) => m.ExperiencesPage));
const destinations = lazyPage('page-destinations', () => import(/* webpackChunkName: "page-destinations" */ './features/destinations/DestinationsPage').then((m) => m.DestinationsPage));
const destination = lazyPage('page-destination', () => import(/* webpackChunkName: "page-destination" */ './features/destinations/DestinationPage').then((m) => m.DestinationPage));

/**
 * One page per path of PUBLIC_APP_PATHS, the table the backend also uses to decide 200 or
 * 404: the Record type makes a path without a page a compile error. null: the home page, in
 * the remote's first chunk.
 */
const PAGES: Record<(typeof PUBLIC_APP_PATHS)[number], LazyPage | null> = {
  '/': null,
  '/tours': tourList,
  '/tours/:id': tourDetail,
  '/articles': articles,
  '/articles/:slug': article,
  '/pages/:slug': cms,
  '/guides/:slug': cms,
  '/schedules/:slug': cms,
  '/experiences': experiences,
  '/info': cms,
  '/contact': cms,
  '/destinations': destinations,
  '/destinations/:id': destination,
};

/** The lazy page that `pathname` shows, if any. */
function lazyPageFor(pathname: string): LazyPage | null {
  const path = PUBLIC_APP_PATHS.find((p) => matchPath(p, pathname));
  return path ? PAGES[path] : null;
}

/** The chunks of the page at `pathname`: the server names their files in the page it renders. */
export function pageChunks(pathname: string): string[] {
  const page = lazyPageFor(pathname);
  return page ? [page.chunk] : [];
}

/** Loads the page at `pathname` before it renders: the shell awaits it before hydrating, so nothing suspends. */
export async function preload(pathname: string): Promise<void> {
  await lazyPageFor(pathname)?.preload();
}

export interface PublicAppProps {
  /** The site's public address (PUBLIC_BASE_URL) for canonical URLs; the page's origin by default. */
  siteUrl?: string;
  /** A form the server received without JavaScript, handed back to the page that answers it. */
  formPost?: FormPost | null;
  /** The Idempotency-Key the server made for the page's form (ServerState.formKey). */
  formKey?: string | null;
  /** In the browser: the answers the server rendered the page with (its `#costiera-state`), read into the page's cache once. */
  serverQueries?: readonly DehydratedQuery[];
  /** On the server: the request's own cache. */
  cache?: QueryCache;
}

/**
 * The remote as the shell mounts it in the browser: its own router over the page's history.
 * The router is bundled here, not shared, so the remote carries only the part of it that it uses
 * (docs/adr/0018). Links to the admin area are plain `<a href>`s: a full page load, for the shell
 * to mount the admin remote.
 */
export default function App(props: PublicAppProps) {
  return (
    <BrowserRouter>
      <PublicApp {...props} />
    </BrowserRouter>
  );
}

/** The public remote's pages, under whichever router renders them: the browser's, or the server's StaticRouter (the same tree). */
export function PublicApp({ siteUrl = typeof window === 'undefined' ? '' : window.location.origin, formPost = null, formKey = null, serverQueries = [], cache }: PublicAppProps) {
  const [queryCache] = useState(() => cache ?? browserCache(serverQueries));
  return (
    <QueryCacheProvider cache={queryCache}>
      <SiteUrlProvider url={siteUrl}>
        <FormPostProvider value={formPost}>
          <FormKeyProvider value={formKey}>
            <PublicRoutes />
          </FormKeyProvider>
        </FormPostProvider>
      </SiteUrlProvider>
    </QueryCacheProvider>
  );
}

let pageCache: QueryCache | null = null;
/**
 * The browser's one cache for the page's lifetime: it outlives this App (the shell's Try again
 * mounts a new one), and the server's answers fill it only when it is made.
 */
function browserCache(serverQueries: readonly DehydratedQuery[]): QueryCache {
  return (pageCache ??= new QueryCache(serverQueries));
}

function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_APP_PATHS.map((path) => {
          const page = PAGES[path];
          return path === '/' ? <Route key={path} index element={<HomePage />} /> : <Route key={path} path={path.slice(1)} element={page ? <page.Page /> : null} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
