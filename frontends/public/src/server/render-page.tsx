import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import { createQueryClient, dehydrateQueries, HttpStatusProvider, serializeServerState, setApiTransport, type ApiTransport, type FormPost, type HttpStatusRecord } from '@costiera/kit';
import App, { pageChunks } from '../App';

/*
 * The public remote's server entry (built for Node into dist/server/, loaded by the backend
 * from the build it serves). Everything that holds a request's data (the query client, the
 * router, the status record) is made per call; the module keeps only the API transport,
 * which is the same for every request.
 */
export interface RenderRequest {
  /** Path and query string, e.g. `/tours?category=boat-tours`. */
  url: string;
  /** PUBLIC_BASE_URL, for canonical and Open Graph URLs. */
  siteUrl: string;
  formPost?: FormPost | null;
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

/** Passes at most: a page whose queries depend on earlier answers needs one more per step (none does today). */
const MAX_PASSES = 4;

/**
 * Renders the page at `url`. Each pass renders with the data fetched so far; the queries the
 * render asked for and that have no answer yet are fetched, and the page rendered again,
 * until a pass asks for nothing new: that pass is the page. The browser then starts from the
 * same cache (dehydrated into the page), so hydration matches and fetches nothing again.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const client = createQueryClient();
  for (let pass = 1; ; pass++) {
    const record: HttpStatusRecord = { status: 200 };
    const html = await renderToHtml(pageElement(client, record, request));
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    if (waiting.length === 0 || pass === MAX_PASSES) {
      const { head, body } = splitHoisted(html);
      return {
        status: record.status,
        head,
        body,
        state: serializeServerState({ siteUrl: request.siteUrl, queries: dehydrateQueries(client), formPost: request.formPost ?? null }),
        chunks: pageChunks(request.url.split('?')[0]!),
      };
    }
    // A failed query keeps its error in the cache: the next pass renders its error state.
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
}

/** The same tree the shell hydrates: its router with the public remote under `/*`. */
function pageElement(client: QueryClient, record: HttpStatusRecord, request: RenderRequest): ReactElement {
  return (
    <HttpStatusProvider value={record}>
      <QueryClientProvider client={client}>
        <StaticRouter location={request.url}>
          <Routes>
            <Route path="/*" element={<App siteUrl={request.siteUrl} formPost={request.formPost ?? null} />} />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </HttpStatusProvider>
  );
}

/** The whole page once every Suspense boundary has resolved (the backend caches it and sets its status first). */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: an outlined one (React's default past 12,800 bytes)
      // shows only once an inline script swaps it in, which the CSP refuses and a reader without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
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
