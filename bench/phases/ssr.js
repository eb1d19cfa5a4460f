/*
 * The server cost of a rendered public page (docs/adr/0012): `/`, `/tours`, a tour page and
 * an article. Cached: at the reads phase's connections, >= 0.8 of a precomputed copy of the same
 * page's bytes with the same headers through the same middleware (bench/lib/reference-routes.js).
 * Uncached: one request at a time, each a render, p95 <= 20 ms, after a warm-up of renders that
 * are not counted (as the cached rows have theirs: the first renders of a page run code the
 * JIT has not compiled yet, several times slower than a warm one; bench/README.md). A render is made by asking for
 * a URL the page cache has not seen (not by an admin edit: an edit also empties the API's read
 * cache and waits on the worker's events, which is the admin phase's cold read, not a render):
 * a tour page cycles through the catalogue's tours; `/`, `/tours` and the article add an unused
 * query parameter (`?bench-render=N`), which the page ignores and the page cache keys on.
 */
/* global fetch */
const { performance } = require('node:perf_hooks');
const { percentile } = require('../lib/stack');
const { round } = require('../lib/load');
const { answerOf, beside } = require('../lib/scenario');
const reads = require('./reads');

const TARGET = { connections: reads.target.connections, ratio: 0.8, uncachedWarmup: 20, uncachedReads: 60, uncachedP95Ms: 20 };
/** A seeded article (backend/src/seed/demo/articles.ts), as bench/pages.js measures it. */
const ARTICLE_SLUG = 'capri-in-one-day';

let registered = 0;
/** The page's own bytes registered as a reference page; answers its path. */
async function referencePage(baseUrl, pathname, answer) {
  const name = `page-${++registered}`;
  const put = await fetch(`${baseUrl}/api/__reference/pages/${name}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: pathname }) });
  if (put.status !== 204) throw new Error(`registering reference page ${name} answered ${put.status}: ${await put.text()}`);
  const check = await answerOf(baseUrl, `/api/__reference/pages/${name}`);
  if (check.text !== answer.text) throw new Error(`reference page ${name} is not ${pathname} (${check.bytes} against ${answer.bytes} bytes)`);
  return `/api/__reference/pages/${name}`;
}

/** One request at a time, each to a URL `urlOf(i)` rendered for the first time; the warm-up's are not counted. */
async function uncached(baseUrl, urlOf) {
  const times = [];
  for (let i = 0; i < TARGET.uncachedWarmup + TARGET.uncachedReads; i++) {
    const url = urlOf(i);
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${url}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  const warmup = times.splice(0, TARGET.uncachedWarmup).sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const result = {
    reads: TARGET.uncachedReads,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    warmup: { reads: TARGET.uncachedWarmup, p50: round(percentile(warmup, 50)), max: round(warmup.at(-1)) },
    target: { percentile: 'p95', ms: TARGET.uncachedP95Ms },
  };
  result.met = result.p95 <= TARGET.uncachedP95Ms;
  return result;
}

async function run(ctx) {
  const { baseUrl, tour } = ctx;
  const tours = (await answerOf(baseUrl, '/api/tours')).json;
  const italianArticle = (await answerOf(baseUrl, `/api/articles/${ARTICLE_SLUG}`)).json.alternates.find((a) => a.lang === 'it');
  if (!italianArticle) throw new Error(`${ARTICLE_SLUG} has no Italian version (is the demo content seeded?)`);
  // A fresh query value per request and per run of the phase: never a cached page.
  const run = Date.now().toString(36);
  const fresh = (pathname) => (i) => `${pathname}?bench-render=${run}-${i}`;
  const pages = [
    ['GET / (rendered page)', '/', fresh('/')],
    ['GET /tours (rendered page)', '/tours', fresh('/tours')],
    ['GET /tours/{id} (rendered page)', `/tours/${tour.id}`, (i) => `/tours/${tours[i % tours.length].id}${i < tours.length ? '' : `?bench-render=${run}-${i}`}`],
    ['GET /articles/{slug} (rendered page)', `/articles/${ARTICLE_SLUG}`, fresh(`/articles/${ARTICLE_SLUG}`)],
    // The same pages in Italian, with the same targets.
    ['GET /it/ (rendered page)', '/it/', fresh('/it/')],
    ['GET /it/tours (rendered page)', '/it/tours', fresh('/it/tours')],
    ['GET /it/tours/{id} (rendered page)', `/it/tours/${tour.id}`, (i) => `/it/tours/${tours[i % tours.length].id}${i < tours.length ? '' : `?bench-render=${run}-${i}`}`],
    ['GET /it/articles/{slug} (rendered page)', `/it/articles/${italianArticle.slug}`, fresh(`/it/articles/${italianArticle.slug}`)],
  ];
  for (const [name, pathname, urlOf] of pages) {
    // The first request renders and caches it; the load then reads the cached page.
    const answer = await answerOf(baseUrl, pathname);
    if (answer.status !== 200 || !answer.text.includes('id="costiera-state"')) throw new Error(`${pathname} answered ${answer.status}${answer.status === 200 ? ' without a rendered page (is frontends/public built?)' : ''}`);
    const row = await beside(ctx, {
      name,
      kind: 'page',
      request: { path: pathname },
      connections: TARGET.connections,
      referencePath: await referencePage(baseUrl, pathname, answer),
      target: { ratio: TARGET.ratio },
    });
    row.cold = await uncached(baseUrl, urlOf);
    row.cold.what = `uncached render, one at a time, each URL new to the page cache, after ${TARGET.uncachedWarmup} not counted`;
    row.met = row.met && row.cold.met;
    console.log(`  uncached, one at a time: p50 ${row.cold.p50} ms, p95 ${row.cold.p95} ms (the ${row.cold.warmup.reads} warm-up renders before them: p50 ${row.cold.warmup.p50} ms, slowest ${row.cold.warmup.max} ms)`);
  }
}

module.exports = {
  name: 'ssr',
  title: (ctx) => `rendered public pages (cached at ${TARGET.connections} connections, ${ctx.args.seconds} s each after ${ctx.args.warmup} s of warm-up; then ${TARGET.uncachedReads} uncached renders one at a time after ${TARGET.uncachedWarmup} of warm-up)`,
  target: TARGET,
  run,
};
