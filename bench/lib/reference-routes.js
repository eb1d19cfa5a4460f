/*
 * The limits `make bench` measures the scenarios against, added to the api's own router by the
 * bench's entry (api-with-reference.js), so they run in the same process behind the same
 * middleware; the product has none of this. Two kinds:
 *
 * - A precomputed answer: the scenario's own answer, registered once
 *   (`PUT /api/__reference/answers/{name}` with the answer as its JSON body, kept as
 *   JSON.stringify writes it, as every route writes its answer), then served by GET (200) and
 *   POST (201, its JSON body parsed like any other) under `/api/__reference/answers/{name}` and
 *   `/api/admin/__reference/answers/{name}` (the latter through the session middleware like the
 *   admin calls). The same bytes, not only the same size: autocannon decodes every answer as a
 *   string and V8 decodes pure ASCII on a fast path, so a catalogue with a few non-ASCII bytes
 *   costs it far more CPU than as many bytes of 'x', which the ratio would charge to the route.
 * - A precomputed page: a rendered page's bytes, registered once
 *   (`PUT /api/__reference/pages/{name}` with `{ "path": "/tours" }`: the route asks its own
 *   server for that page, uncompressed, and keeps the bytes and the status; a body of HTML
 *   would meet the api's JSON-only, 100-kB body rules), then served by GET with the headers the
 *   page route sets (sendPage in backend/src/public-pages.ts: the status, text/html;
 *   charset=utf-8, Cache-Control no-cache) under `/api/__reference/pages/{name}`.
 * - A durable write (`POST /api/__reference/writes/{name}`): the booking request's body parsed,
 *   one row of the same width stored with one autocommit insert through the api's own pg pool
 *   (synchronous_commit on), then the registered answer `name` with 201. The difference to
 *   `POST /api/booking-requests` is then what the booking route does beyond a durable write:
 *   validation, throttle, its transaction with the outbox, the events.
 */
/* global Buffer, fetch */
const { randomUUID } = require('node:crypto');

/** Answers kept at most (the bench registers one per scenario); pages likewise. */
const MAX_ANSWERS = 1000;
const NAME = /^[a-z0-9-]{1,64}$/;
const TABLE = 'bench.reference_writes';

/** The one JSON error shape of the api, written here (the product's error classes stay in the product). */
function refuse(ctx, status, error, message) {
  ctx.status = status;
  ctx.body = { error, message };
}

/**
 * The reference writes' table in the api's database: booking_requests' columns, defaults,
 * generated column and checks, with its primary key (not its list and search indexes).
 * Refuses to measure with synchronous_commit off: the reference must be a durable write.
 */
async function createReferenceTable(runtime) {
  const connection = runtime.orm.em.getConnection();
  await connection.execute('create schema if not exists bench');
  await connection.execute(
    `create table if not exists ${TABLE} (like bookings.booking_requests including defaults including generated including constraints, primary key (id))`,
  );
  const [{ synchronous_commit: sync }] = await connection.execute('show synchronous_commit');
  if (sync !== 'on') throw new Error(`synchronous_commit is ${sync} in the api's database: the write reference must be durable`);
}

/** Adds the reference routes to the app's router (after it is mounted: @koa/router matches its routes per request). */
function addReferenceRoutes(router, runtime) {
  const answers = new Map();
  const connection = runtime.orm.em.getConnection();
  const nameOf = (ctx) => {
    const name = String(ctx.params.name);
    if (!NAME.test(name)) {
      refuse(ctx, 400, 'bad_request', 'name must be 1 to 64 characters of a-z, 0-9 and -');
      return null;
    }
    return name;
  };
  const answer = (ctx, status) => {
    const name = nameOf(ctx);
    if (name === null) return;
    const buffer = answers.get(name);
    if (!buffer) return refuse(ctx, 404, 'not_found', 'No reference answer is registered under that name');
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.body = buffer;
  };
  router.put('/api/__reference/answers/:name', (ctx) => {
    const name = nameOf(ctx);
    if (name === null) return;
    // The body parser leaves {} for a request without a body: that is no answer to keep.
    const hasBody = Number(ctx.get('content-length') || '0') > 0 || ctx.get('transfer-encoding') !== '';
    if (!hasBody) return refuse(ctx, 400, 'bad_request', 'the answer to keep is the JSON body');
    if (!answers.has(name) && answers.size >= MAX_ANSWERS) return refuse(ctx, 400, 'bad_request', `at most ${MAX_ANSWERS} reference answers are kept`);
    answers.set(name, Buffer.from(JSON.stringify(ctx.request.body), 'utf8'));
    ctx.status = 204;
  });
  for (const prefix of ['/api/__reference', '/api/admin/__reference']) {
    router.get(`${prefix}/answers/:name`, (ctx) => answer(ctx, 200));
    router.post(`${prefix}/answers/:name`, (ctx) => answer(ctx, 201));
  }
  const pages = new Map();
  router.put('/api/__reference/pages/:name', async (ctx) => {
    const name = nameOf(ctx);
    if (name === null) return;
    const pagePath = ctx.request.body?.path;
    if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || pagePath.startsWith('//')) return refuse(ctx, 400, 'bad_request', 'path must be the page\'s path, starting with one /');
    if (!pages.has(name) && pages.size >= MAX_ANSWERS) return refuse(ctx, 400, 'bad_request', `at most ${MAX_ANSWERS} reference pages are kept`);
    // The page as this server answers it: the same bytes the load generator receives.
    const res = await fetch(`${ctx.protocol}://${ctx.host}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
    if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return refuse(ctx, 400, 'bad_request', `${pagePath} is not a page`);
    pages.set(name, { status: res.status, body: Buffer.from(await res.arrayBuffer()) });
    ctx.status = 204;
  });
  router.get('/api/__reference/pages/:name', (ctx) => {
    const name = nameOf(ctx);
    if (name === null) return;
    const page = pages.get(name);
    if (!page) return refuse(ctx, 404, 'not_found', 'No reference page is registered under that name');
    // The headers sendPage sets on a rendered page.
    ctx.status = page.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page.body;
  });
  router.post('/api/__reference/writes/:name', async (ctx) => {
    if (nameOf(ctx) === null) return;
    const b = ctx.request.body ?? {};
    const now = new Date();
    // One statement outside a transaction: autocommit, one WAL flush, like any durable insert.
    await connection.execute(
      `insert into ${TABLE} (id, reference, tour_id, customer_name, customer_email, customer_phone, date, people, message, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      // A reference as wide as a request's (CST- and seven characters).
      [randomUUID(), `CST-${randomUUID().slice(0, 7).toUpperCase()}`, b.tourId, b.customerName, b.customerEmail, b.customerPhone ?? null, b.date, b.people, b.message ?? null, now, now],
    );
    answer(ctx, 201);
  });
}

module.exports = { addReferenceRoutes, createReferenceTable, REFERENCE_TABLE: TABLE };
