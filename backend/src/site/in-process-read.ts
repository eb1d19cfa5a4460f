import type { Context } from 'koa';
import { pathOf, type Route } from '@costiera/contracts';
import { AppError } from '../kernel/errors';
import { decodePart, type RouteTable } from '../kernel/http/route-table';

/**
 * A public GET answered in-process, as its HTTP route would (same decoding, handler and read
 * cache entry), for pages the server renders: the status and the JSON text the API would send.
 * Such handlers get no HTTP request: touching `ctx` fails.
 */
export async function readInProcess(
  table: RouteTable,
  called: Pick<Route, 'method' | 'path'>,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  // By method and path: the caller (a page's server build) has its own copy of the contracts.
  const entry = table.find(called.method, called.path);
  const route = entry?.route;
  if (!entry || !route || route.method !== 'GET' || route.access !== 'public') throw new Error(`${called.method} ${called.path} is not a public read`);
  try {
    const decodedParams = decodePart(route.params, params, 'params');
    const decodedQuery = decodePart(route.query, query, 'query');
    const run = async () => Buffer.from(JSON.stringify(await entry.handler({ params: decodedParams, query: decodedQuery, body: undefined, ctx: NO_HTTP_REQUEST, user: null })));
    const querystring = new URLSearchParams(query).toString();
    // The key the HTTP route uses for the same request (kit's urlOf builds URLs the same way).
    const varies = entry.options.variesWith?.() ?? '';
    const json = entry.options.cache ? await entry.options.cache.get(`${route.name} ${varies} ${pathOf(route, params)}?${querystring}`, run) : await run();
    return { status: route.status, text: json.toString('utf8') };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, text: JSON.stringify({ error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) }) };
  }
}

/** The `ctx` of an in-process read: there is no HTTP request behind it. */
const NO_HTTP_REQUEST = new Proxy({} as Context, {
  get(_target, name) {
    throw new Error(`an in-process read has no HTTP request (ctx.${String(name)})`);
  },
});
