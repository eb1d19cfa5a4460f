import { PathReporter } from 'io-ts/PathReporter';
import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { pathOf, type Route } from '@costiera/contracts';
import { ApiError } from './api-error';

/**
 * The one way the frontends call the backend: a route value from `@costiera/contracts`,
 * its params, query and body; the answer decoded with the route's response codec.
 * Every call sends credentials (the admin session cookie).
 */
export interface CallInput<R extends Route> {
  params?: Record<string, string>;
  query?: Partial<Record<keyof t.OutputOf<R['query']> & string, string | number | boolean | undefined | null>>;
  body?: t.OutputOf<R['body']>;
  /** Request headers beyond the JSON ones (an Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let baseUrl = '';
/** Where the API lives; '' means the page's own origin (the default deployment). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

export function urlOf<R extends Route>(route: R, input: Pick<CallInput<R>, 'params' | 'query'> = {}): string {
  const path = pathOf(route, input.params);
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** How a call reaches the API: over HTTP in the browser; in-process when the server renders a page. */
export type ApiTransport = (route: Route, input: CallInput<Route>) => Promise<{ status: number; text: string }>;

const httpTransport: ApiTransport = async (route, input) => {
  const hasBody = input.body !== undefined;
  const res = await fetch(urlOf(route, input), {
    method: route.method,
    credentials: 'include',
    headers: { ...(hasBody ? { 'content-type': 'application/json', accept: 'application/json' } : {}), ...input.headers },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
  return { status: res.status, text: (await res.text()) || (res.ok ? '' : res.statusText) };
};

let transport: ApiTransport = httpTransport;
/** The server build sets its in-process transport once at start (it holds no request's data). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function call<R extends Route>(route: R, input: CallInput<R> = {}): Promise<t.TypeOf<R['response']>> {
  const { status, text } = await transport(route, input as CallInput<Route>);
  return answerOf(route, status, text);
}

/**
 * A route's answer from its status and body text: the decoded response, or an ApiError with the
 * server's message. Shared by `call` and by `upload`, which sends its body another way.
 */
export function answerOf<R extends Route>(route: R, status: number, text: string): t.TypeOf<R['response']> {
  if (status < 200 || status > 299) {
    let body: unknown = text;
    let message = text;
    try {
      body = JSON.parse(text);
      if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
        message = (body as { message: string }).message;
      }
    } catch {
      /* not JSON: the text is the message */
    }
    throw new ApiError(status, message, body);
  }
  if (status === 204 || text === '') return undefined as t.TypeOf<R['response']>;
  const json: unknown = JSON.parse(text);
  const decoded = route.response.decode(json);
  if (isLeft(decoded)) {
    throw new ApiError(status, `unexpected answer from ${route.name}: ${PathReporter.report(decoded).slice(0, 3).join('; ')}`, json);
  }
  return decoded.right as t.TypeOf<R['response']>;
}
