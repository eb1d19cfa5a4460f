import { useState } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { pageLanguage, PUBLIC_APP_PATHS, SOURCE_LANGUAGE } from '@costiera/contracts';
import { FormKeyProvider, FormPostProvider, PageLanguageProvider, QueryCache, QueryCacheProvider, readServerState, SiteUrlProvider, type DehydratedQuery, type FormPost } from '@costiera/kit';
import { I18n, I18nContext } from './i18n/i18n';
import { catalogueChunk } from './i18n/catalogue';
import { HomePage } from './features/home/HomePage';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicLayout } from './layout/PublicLayout';

/*
 * Every page but the home page is a chunk of its own (lazy-page.tsx): `/` loads none of them.
 * The chunk names are the ones ssr.json lists (kit/federation/ssr-manifest-plugin.js).
 */
const tourList = lazyPage('page-tour-list', 'tour-list', () => import(/* webpackChunkName: "page-tour-list" */ './features/tour-list/TourListPage').then((m) => m.TourListPage));
const tourDetail = lazyPage('page-tour-detail', 'tour-detail', () => import(/* webpackChunkName: "page-tour-detail" */ './features/tour-detail/TourDetailPage').then((m) => m.TourDetailPage));
const article = lazyPage('page-article', 'content', () => import(/* webpackChunkName: "page-article" */ './features/content/ArticlePage').then((m) => m.ArticlePage));
const articles = lazyPage('page-articles', 'content', () => import(/* webpackChunkName: "page-articles" */ './features/content/ArticlesPage').then((m) => m.ArticlesPage));
const cms = lazyPage('page-cms', 'content', () => import(/* webpackChunkName: "page-cms" */ './features/content/CmsPage').then((m) => m.CmsPage));
const experiences = lazyPage('page-experiences', 'destinations', () => import(/* webpackChunkName: "page-experiences" */ './features/destinations/ExperiencesPage').then((m) => m.ExperiencesPage));
const destinations = lazyPage('page-destinations', 'destinations', () => import(/* webpackChunkName: "page-destinations" */ './features/destinations/DestinationsPage').then((m) => m.DestinationsPage));
const destination = lazyPage('page-destination', 'destinations', () => import(/* webpackChunkName: "page-destination" */ './features/destinations/DestinationPage').then((m) => m.DestinationPage));
// An address no page answers: rare, so its code is not in the first chunk either.
const notFound = lazyPage('page-not-found', 'site', () => import(/* webpackChunkName: "page-not-found" */ './layout/NotFoundPage').then((m) => m.NotFoundPage));

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

/** The lazy page that `path` (without its language prefix) shows: none for the home page. */
function lazyPageFor(path: string): LazyPage | null {
  const route = PUBLIC_APP_PATHS.find((p) => matchPath(p, path));
  return route ? PAGES[route] : notFound;
}

/** The chunks of the page at `path` (without its language prefix) in `language`, its texts' included: the server names their files in the page it renders. */
export function pageChunks(path: string, language: string): string[] {
  const page = lazyPageFor(path);
  return [...new Set([catalogueChunk(language, 'site'), ...(page ? [page.chunk, catalogueChunk(language, page.area)] : [])])];
}

/**
 * Loads the page at `pathname` and its texts before it renders: the shell awaits it before
 * hydrating, so nothing suspends.
 */
export async function preload(pathname: string): Promise<void> {
  const i18n = browserI18n(pathname);
  const page = lazyPageFor(pageLanguage(pathname, i18n.languages).path);
  await Promise.all([i18n.load('site'), page?.preload(), page ? i18n.load(page.area) : null]);
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
  /** On the server: the request's own language, its catalogue loaded. */
  i18n?: I18n;
}

/**
 * The remote as the shell mounts it in the browser: its own router over the page's history.
 * The router is bundled here, not shared, so the remote carries only the part of it that it uses
 * (docs/adr/0018). Links to the admin area are plain `<a href>`s: a full page load, for the shell
 * to mount the admin remote.
 */
export default function App(props: PublicAppProps) {
  const i18n = browserI18n(window.location.pathname);
  return (
    <BrowserRouter basename={i18n.prefix || undefined}>
      <PublicApp {...props} i18n={i18n} />
    </BrowserRouter>
  );
}

/** The public remote's pages, under whichever router renders them: the browser's, or the server's StaticRouter (the same tree). */
export function PublicApp({ siteUrl = typeof window === 'undefined' ? '' : window.location.origin, formPost = null, formKey = null, serverQueries = [], cache, i18n }: PublicAppProps) {
  const [queryCache] = useState(() => cache ?? browserCache(serverQueries));
  const [language] = useState(() => i18n ?? browserI18n(window.location.pathname));
  return (
    <I18nContext value={language}>
      <PageLanguageProvider value={language}>
        <QueryCacheProvider cache={queryCache}>
          <SiteUrlProvider url={siteUrl}>
            <FormPostProvider value={formPost}>
              <FormKeyProvider value={formKey}>
                <PublicRoutes />
              </FormKeyProvider>
            </FormPostProvider>
          </SiteUrlProvider>
        </QueryCacheProvider>
      </PageLanguageProvider>
    </I18nContext>
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

let pageI18n: I18n | null = null;
/**
 * The browser's language for the page's lifetime, from its address and the site's languages the
 * server named in the page (a language switch is a full page load). Without a server-rendered
 * page (the shell rendering this remote on its own), the site is English.
 */
function browserI18n(pathname: string): I18n {
  if (!pageI18n) {
    const state = readServerState();
    const languages = state?.languages ?? [SOURCE_LANGUAGE];
    pageI18n = new I18n(pageLanguage(pathname, languages).language, languages, state?.locales, state?.formatted);
  }
  return pageI18n;
}

function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_APP_PATHS.map((path) => {
          const page = PAGES[path];
          return path === '/' ? <Route key={path} index element={<HomePage />} /> : <Route key={path} path={path.slice(1)} element={page ? <page.Page /> : null} />;
        })}
        <Route path="*" element={<notFound.Page />} />
      </Route>
    </Routes>
  );
}
