import type Router from '@koa/router';
import type { Context } from 'koa';
import { BadRequest, NotFound } from '../errors';
import { hasRequestBody } from './request-body';

/** Answers kept at most (the bench registers one per scenario). */
const MAX_ANSWERS = 1000;
const NAME = /^[a-z0-9-]{1,64}$/;

/**
 * The limit `make bench` measures each scenario against (BENCH_REFERENCE_ROUTES=true only):
 * the same process and middleware stack answering a precomputed buffer, so the difference to
 * a scenario is exactly what the scenario's own route does.
 *
 * The buffer is the scenario's own answer, registered once by the bench
 * (`PUT /api/__reference/answers/{name}` with the answer as the JSON body; kept as
 * `JSON.stringify` writes it, which is how every answer is written, so the bytes are the
 * same): the load generator then reads the very same bytes from both. A filler of the same
 * size is not the same to it: autocannon keeps every answer's body as a string, and V8 decodes
 * pure ASCII on a fast path, so a 23-KB catalogue with four non-ASCII bytes cost it twice the
 * CPU of 23 KB of 'x' (45-49 against 22-27 us an answer against a bare node:http server),
 * which the ratio then charged to the route.
 *
 * GET answers 200; POST (its JSON body parsed like any other) answers 201.
 * `/api/admin/...` goes through the session middleware like the admin calls do.
 */
export function benchReferenceRoutes(router: Router): void {
  const answers = new Map<string, Buffer>();
  const nameOf = (ctx: Context): string => {
    const name = String(ctx.params.name);
    if (!NAME.test(name)) throw new BadRequest('name must be 1 to 64 characters of a-z, 0-9 and -');
    return name;
  };
  const answer = (ctx: Context, status: number) => {
    const buffer = answers.get(nameOf(ctx));
    if (!buffer) throw new NotFound('No reference answer is registered under that name');
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.body = buffer;
  };
  router.put('/api/__reference/answers/:name', (ctx) => {
    const name = nameOf(ctx);
    // The body parser leaves {} for a request without a body: that is no answer to keep.
    if (!hasRequestBody(ctx)) throw new BadRequest('the answer to keep is the JSON body');
    const body = (ctx.request as { body?: unknown }).body;
    if (!answers.has(name) && answers.size >= MAX_ANSWERS) throw new BadRequest(`at most ${MAX_ANSWERS} reference answers are kept`);
    answers.set(name, Buffer.from(JSON.stringify(body), 'utf8'));
    ctx.status = 204;
  });
  for (const prefix of ['/api/__reference', '/api/admin/__reference']) {
    router.get(`${prefix}/answers/:name`, (ctx) => answer(ctx, 200));
    router.post(`${prefix}/answers/:name`, (ctx) => answer(ctx, 201));
  }
}
