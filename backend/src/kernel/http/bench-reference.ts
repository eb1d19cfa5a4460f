import type Router from '@koa/router';
import { BadRequest } from '../errors';

/** The largest reference answer (the whole catalogue at scale is far below it). */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The limit `make bench` measures each scenario against (BENCH_REFERENCE_ROUTES=true only):
 * the same process and middleware stack answering a buffer of `bytes` bytes, built once per
 * size and then served as is, so the difference to a scenario is exactly what the scenario's
 * own route does. GET answers 200; POST (its JSON body parsed like any other) answers 201.
 * `/api/admin/...` goes through the session middleware like the admin calls do.
 */
export function benchReferenceRoutes(router: Router): void {
  const buffers = new Map<number, Buffer>();
  const answer = (bytes: unknown): Buffer => {
    const n = Number(bytes);
    if (!Number.isInteger(n) || n < 16 || n > MAX_BYTES) throw new BadRequest(`bytes must be a whole number from 16 to ${MAX_BYTES}`);
    let buffer = buffers.get(n);
    if (!buffer) {
      // A JSON value of exactly n bytes: {"reference":"xxx…"}.
      const filler = n - '{"reference":""}'.length;
      buffer = Buffer.from(`{"reference":"${'x'.repeat(filler)}"}`, 'utf8');
      buffers.set(n, buffer);
    }
    return buffer;
  };
  for (const prefix of ['/api/__reference', '/api/admin/__reference']) {
    router.get(prefix, (ctx) => {
      ctx.type = 'application/json';
      ctx.body = answer(ctx.query.bytes);
    });
    router.post(prefix, (ctx) => {
      ctx.status = 201;
      ctx.type = 'application/json';
      ctx.body = answer(ctx.query.bytes);
    });
  }
}
