import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { HttpStatusProvider, QueryCache, type Query, serializeServerState, setApiTransport, type ApiTransport, type FailureTexts, type FormPost, type HttpStatusRecord } from '@costiera/kit';
import { PublicApp, pageChunks } from '../App';
import { toursQuery } from '../api/tours';
import { bookingWindowQuery } from '../api/booking-window';
import { readTourListParams } from '../features/tour-list/tour-list-params';
import { availabilityQuery } from '../features/tour-detail/api/availability';
import { pageLanguage, SOURCE_LANGUAGE } from '@costiera/contracts';
import { I18n } from '../i18n/i18n';
import { publicArticleQuery, publicArticlesQuery, publicPageQuery } from '../features/content/api/content-queries';
import { CMS_PAGE_ROUTES, pageReadForPath } from '../features/content/page-slug';
import { AREAS, loadArea } from '../i18n/catalogue';

/*
 * The public remote's server entry (built for Node into dist/server/, loaded by the backend
 * from the build it serves). Everything that holds a request's data (the query cache, the
 * router, the status record) is made per call; the module keeps only the API transport,
 * which is the same for every request.
 */
export interface RenderRequest {
  /** Path and query string, e.g. `/tours?category=boat-tours`. */
  url: string;
  /** PUBLIC_BASE_URL, for canonical and Open Graph URLs. */
  siteUrl: string;
  formPost?: FormPost | null;
  /** A fresh Idempotency-Key for the page's form (the page is then not cached). */
  formKey?: string | null;
  /** The site's languages (SITE_LANGUAGES), English first; the URL's prefix picks the page's. */
  languages?: readonly string[];
}

export interface RenderedPage {
  status: number;
  /** The page's <title>, <meta> and <link> tags, for <head>. */
  head: string;
  /** The markup for the shell's #root. */
  body: string;
  /** JSON for the `#costiera-state` block: the query cache and what else the browser's first render needs. */
  state: string;
  /** The page's own chunks (App.tsx's lazy pages), by the names ssr.json lists their files under. */
  chunks: string[];
}

/** Sets how the pages' queries reach the API: in-process, through the backend's own route handlers. */
export function configure(transport: ApiTransport): void {
  setApiTransport(transport);
}

const TOUR_PAGE = /^\/tours\/([^/]+)\/?$/;

/** Passes at most: a page whose queries depend on earlier answers needs one more per step (none does today). */
const MAX_PASSES = 4;

/**
 * Renders the page at `url`. The queries it is known to read are fetched first (firstQueries);
 * then each pass renders with the data fetched so far; the queries the render asked for and
 * that have no answer yet are fetched, and the page rendered again, until a pass asks for
 * nothing new: that pass is the page. The browser then starts from the same cache (dehydrated
 * into the page), so hydration matches and fetches nothing again.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const cache = new QueryCache();
  const [pathname = '/', search = ''] = request.url.split('?');
  const languages = request.languages ?? [SOURCE_LANGUAGE];
  const { language, path } = pageLanguage(pathname, languages);
  // This request's own language: every area of its catalogue, so no text waits on a chunk.
  const locales = await localesOf(languages);
  const i18n = new I18n(language, languages, locales);
  await Promise.all(AREAS.map((area) => i18n.load(area)));
  // A failed query keeps its error in the cache: the page renders its error state.
  await Promise.all(firstQueries(path, new URLSearchParams(search), language).map((query) => cache.prefetch(query)));
  for (let pass = 1; ; pass++) {
    const record: HttpStatusRecord = { status: 200 };
    const rendered = await renderAll(pageElement(cache, record, request, i18n));
    const waiting = cache.unfetched();
    if (waiting.length === 0 || pass === MAX_PASSES) {
      const { head, body } = splitHoisted(await rendered.html());
      return {
        status: record.status,
        head,
        body,
        state: serializeServerState({ siteUrl: request.siteUrl, queries: cache.dehydrate(), formPost: request.formPost ?? null, formKey: request.formKey ?? null, languages, locales, formatted: i18n.formattedValues(), failureTexts: failureTexts(i18n) }),
        chunks: pageChunks(path, language),
      };
    }
    // Only the last pass is written out.
    rendered.abort();
    await Promise.all(waiting.map((q) => q.fetch()));
  }
}

/** Each language's Intl locale, from its catalogue (the server build holds every catalogue): the browser gets them in the page's state. */
async function localesOf(languages: readonly string[]): Promise<Record<string, string>> {
  const sites = await Promise.all(languages.map((language) => loadArea(language, 'site')));
  return Object.fromEntries(languages.map((language, i) => [language, sites[i]!['format.locale']!()]));
}

/** The shell's words should this page's remote fail to load in the browser: from the page's catalogue, since the remote's are then out of reach. */
function failureTexts(i18n: I18n): FailureTexts {
  return { title: i18n.t('shell.failed.title'), text: i18n.t('shell.failed.text'), retry: i18n.t('shell.failed.retry') };
}

/**
 * The queries the home page and the tour list read, fetched before their first pass so that
 * one pass makes the page (docs/adr/0012-server-cost-of-rendered-pages.md); the other pages
 * ask for theirs while rendering. Same query options as the pages' own hooks.
 */
export function firstQueries(pathname: string, searchParams: URLSearchParams, language: string = SOURCE_LANGUAGE): Array<Query<unknown>> {
  if (pathname === '/') return [toursQuery({}, language), bookingWindowQuery()] as Array<Query<unknown>>;
  // The booking card's date range and the tour's next days, fetched beside the tour so they cost no pass of their own.
  const tour = TOUR_PAGE.exec(pathname);
  if (tour) return [bookingWindowQuery(), availabilityQuery(decodeURIComponent(tour[1]!))] as Array<Query<unknown>>;
  // An article, a CMS page or the articles index in the page's language: the same reads the pages make (and the language switch looks up).
  const article = matchPath('/articles/:slug', pathname);
  if (article) return [publicArticleQuery(article.params.slug ?? '', language)] as Array<Query<unknown>>;
  if (pathname === '/articles') return [publicArticlesQuery(language)] as Array<Query<unknown>>;
  const page = CMS_PAGE_ROUTES.map((p) => matchPath(p, pathname)).find((m) => m !== null);
  if (page) return [publicPageQuery(pageReadForPath(pathname, page.params.slug), language)] as Array<Query<unknown>>;
  if (pathname === '/tours') {
    const { search, category, location, date, people } = readTourListParams(searchParams);
    return [toursQuery({ search, category, location, date, people }, language), bookingWindowQuery()] as Array<Query<unknown>>;
  }
  return [];
}

/** The tree the browser hydrates (App: the same pages under a BrowserRouter), under a router fixed at the request's URL. */
function pageElement(cache: QueryCache, record: HttpStatusRecord, request: RenderRequest, i18n: I18n): ReactElement {
  return (
    <HttpStatusProvider value={record}>
      <StaticRouter location={request.url} basename={i18n.prefix || undefined}>
        <PublicApp siteUrl={request.siteUrl} formPost={request.formPost ?? null} formKey={request.formKey ?? null} cache={cache} i18n={i18n} />
      </StaticRouter>
    </HttpStatusProvider>
  );
}

/**
 * Renders `element` until every Suspense boundary has resolved; its HTML is written out only
 * when asked for (the backend caches the whole page and sets its status first), and a pass
 * that is not the page is dropped unwritten.
 */
function renderAll(element: ReactElement): Promise<{ html: () => Promise<string>; abort: () => void }> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: an outlined one (React's default past 12,800 bytes)
      // shows only once an inline script swaps it in, which the CSP refuses and a reader without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failure ? reject(failure) : resolve({ html: () => written(stream), abort: () => stream.abort() })),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}

/** The HTML of a render whose boundaries have all resolved. */
function written(stream: PipeableStream): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString('utf8'));
          done();
        },
      }),
    );
  });
}

/** React emits the hoisted head tags (<title>, <meta>, <link>) before the markup of a render that is not a whole document. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}
