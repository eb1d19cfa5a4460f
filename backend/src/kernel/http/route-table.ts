import type { Context, Middleware } from 'koa';
import type Router from '@koa/router';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { NoBody, type Route, type ResponseOf } from '@costiera/contracts';
import type { CountedRoute } from '../metrics/metrics';
import type { CacheRegion } from '../cache/read-cache';
import { hasRequestBody } from './request-body';
import { setRequestActor } from '../request-context';
import { BadRequest, Forbidden, Unauthorized, type ErrorDetail } from '../errors';

/** The signed-in user as the server knows it for a request. */
export interface AuthenticatedUser {
  readonly id: string;
  readonly username: string;
  readonly isAdmin: boolean;
}

/** Who is signed in on this request (bound by the identity module). */
export interface SessionAuthenticator {
  authenticate(ctx: Context): Promise<AuthenticatedUser | null>;
}

export interface RouteRequest<R extends Route> {
  readonly params: t.TypeOf<R['params']>;
  readonly query: t.TypeOf<R['query']>;
  readonly body: t.TypeOf<R['body']>;
  readonly ctx: Context;
  /** Set on admin routes (the guard has checked it); null on public ones. */
  readonly user: AuthenticatedUser | null;
}

export type RouteHandler<R extends Route> = (req: RouteRequest<R>) => Promise<ResponseOf<R> | Answer<ResponseOf<R>> | void>;

/** An answer with one of the route's other success statuses (`alsoAnswers` of its contract). */
export class Answer<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

/** How a route is bound beyond its contract. */
export interface RouteOptions {
  /**
   * GET only: answers are kept serialised in this region of the read cache, keyed by the
   * decoded params and query, until an event makes them stale. The guard still runs first.
   */
  readonly cache?: CacheRegion;
  /** With `cache`: answers also depend on this (e.g. the hour, for answers that change as time passes); it joins the key. */
  readonly variesWith?: () => string;
  /** Counts every answer of the route by its final status (after the error handler), in the HTTP metrics. */
  readonly answered?: (status: number) => void;
}

/** A route with its handler and options, as bound. */
export interface RouteBinding {
  readonly route: Route;
  readonly handler: RouteHandler<Route>;
  readonly options: RouteOptions;
}

/** An answer outside the JSON API (an HTML page, a calendar feed): no contract; its middleware writes the answer. */
interface PageEntry {
  method: 'GET' | 'POST';
  path: string;
  middleware: Middleware[];
}

/**
 * Every HTTP route is bound from its contract: the guard runs first (401 / 403), then
 * params, query and body are decoded (400 naming each bad or unknown field) before the
 * handler sees them. A contract without a handler, or a handler bound twice, fails start-up.
 */
export class RouteTable {
  private readonly entries: RouteBinding[] = [];
  private readonly pageEntries: PageEntry[] = [];

  add<R extends Route>(route: R, handler: RouteHandler<R>, options: RouteOptions = {}): this {
    if (this.entries.some((e) => e.route.method === route.method && e.route.path === route.path)) {
      throw new Error(`${route.method} ${route.path} is bound twice`);
    }
    if (options.cache && (route.method !== 'GET' || route.status !== 200)) throw new Error(`${route.method} ${route.path}: only GET answers with 200 are cached`);
    this.entries.push({ route, handler: handler as unknown as RouteHandler<Route>, options });
    return this;
  }

  /**
   * A page outside the JSON API at `path` (a koa-router pattern), answered by `middleware` in
   * order. It is public, and mounted before the browser app's files (`mountPages`).
   */
  page(method: PageEntry['method'], path: string, ...middleware: Middleware[]): this {
    if (this.pageEntries.some((e) => e.method === method && e.path === path)) throw new Error(`${method} ${path} is bound twice`);
    this.pageEntries.push({ method, path, middleware });
    return this;
  }

  /** Binds every page on `router`. */
  mountPages(router: Router): void {
    for (const { method, path, middleware } of this.pageEntries) router.register(path, [method], middleware);
  }

  routes(): readonly Route[] {
    return this.entries.map((e) => e.route);
  }

  /** Whether `method path` is a route whose contract takes an upload (multipart/form-data) rather than JSON. */
  takesUpload(method: string, path: string): boolean {
    return this.uploadPaths.some((u) => u.method === method && u.pattern.test(path));
  }

  private get uploadPaths(): { method: string; pattern: RegExp }[] {
    return this.entries
      .filter((e) => e.route.upload)
      .map((e) => ({ method: e.route.method, pattern: new RegExp(`^${e.route.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`) }));
  }

  /** The binding of `method path`, if any. */
  find(method: string, path: string): RouteBinding | undefined {
    return this.entries.find((e) => e.route.method === method && e.route.path === path);
  }

  /** The routes bound with an `answered` counter, for the HTTP metrics. */
  countedRoutes(): CountedRoute[] {
    return this.entries.flatMap(({ route, options }) => (options.answered ? [{ method: route.method, path: route.path, answered: options.answered }] : []));
  }

  /** Binds every route on `router`; fails when a contract of `expected` has no handler. */
  mount(router: Router, authenticator: SessionAuthenticator, expected: readonly Route[]): void {
    const unbound = expected.filter((r) => !this.entries.some((e) => e.route === r));
    if (unbound.length > 0) throw new Error(`contracts without a handler: ${unbound.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    for (const { route, handler, options } of this.entries) {
      const cache = options.cache;
      router.register(route.path, [route.method], async (ctx: Context) => {
        let user: AuthenticatedUser | null = null;
        if (route.access === 'admin') {
          user = await authenticator.authenticate(ctx);
          if (!user) throw new Unauthorized();
          if (!user.isAdmin) throw new Forbidden('This area is for administrators only');
          setRequestActor({ id: user.id, username: user.username });
        }
        // A cached answer is named by the raw request (path and query string), so a hit skips
        // decoding; only answers to requests that decoded and succeeded are ever stored, and a
        // request carrying a body (which a GET must not) always goes through decoding.
        const key = cache ? `${route.name} ${options.variesWith?.() ?? ''} ${ctx.path}?${ctx.querystring}` : '';
        const hit = cache && !hasRequestBody(ctx) ? cache.peek(key) : undefined;
        if (hit) return sendJson(ctx, hit);
        const params = decodePart(route.params, ctx.params ?? {}, 'params');
        const query = decodePart(route.query, singleValues(ctx.query), 'query');
        if (route.body !== NoBody && !route.upload && !hasRequestBody(ctx)) throw new BadRequest('the body is empty', [{ field: 'body', message: 'the body is empty' }]);
        // An upload's body is a file stream its handler reads (kernel/http/file-upload.ts), not JSON to decode.
        const body = route.upload ? undefined : decodePart(route.body, (ctx.request as { body?: unknown }).body, 'body');
        if (cache) {
          const json = await cache.get(key, async () => Buffer.from(JSON.stringify(await handler({ params, query, body, ctx, user }))));
          return sendJson(ctx, json);
        }
        const answer = await handler({ params, query, body, ctx, user });
        // A file (a CSV export) is written by its handler, streamed as it is produced (csv-answer.ts).
        if (route.mediaType !== 'application/json') return;
        if (answer instanceof Answer) {
          if (!route.alsoAnswers.some((a) => a.status === answer.status)) throw new Error(`${route.name} may not answer ${answer.status}`);
          ctx.status = answer.status;
          ctx.body = answer.body;
          return;
        }
        ctx.status = route.status;
        if (route.status !== 204) ctx.body = answer;
      }, { name: route.name });
    }
  }
}

function sendJson(ctx: Context, json: Buffer): void {
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = json;
}

function singleValues(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) throw new BadRequest(`"${k}" is given more than once`, [{ field: k, message: 'is given more than once' }]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** `value` decoded by `codec`, or a 400 naming each bad or unknown field. */
export function decodePart<C extends t.Any>(codec: C, value: unknown, part: string): t.TypeOf<C> {
  const result = codec.decode(value);
  if (!isLeft(result)) return result.right;
  const details: ErrorDetail[] = [];
  for (const error of result.left) {
    const field = error.context
      .map((c) => c.key)
      .filter((k) => k !== '' && !/^\d+$/.test(k))
      .join('.');
    const message = error.message ?? `${field || part} is not valid`;
    if (!details.some((d) => d.field === field && d.message === message)) details.push({ field: field || part, message });
  }
  throw new BadRequest([...new Set(details.map((d) => d.message))].join('; '), details);
}
