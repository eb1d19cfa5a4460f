/*
 * Admin writes with their audit entry: a tour saved through the admin api (PUT /api/admin/tours/:id,
 * which the trail records in the same transaction, the chain head locked from the append to the
 * commit), one at a time and at 5 connections at once, so the cost of the trail on an admin write
 * can be compared with a build without it. Then `verify-audit` walks the chain the phase grew.
 * For the record, no target: the figures are quoted in docs/adr/0026-audit-trail.md.
 */
/* global fetch */
const { performance } = require('node:perf_hooks');
const { percentile, run: runCommand } = require('../lib/stack');
const { round } = require('../lib/load');
const { JSON_HEADERS } = require('../lib/scenario');

const SETTINGS = { sequential: 300, concurrent: 600, connections: 5 };
const TOUR_BODY_FIELDS = ['title', 'short_description', 'description', 'category_id', 'location', 'duration', 'max_passengers', 'meeting_point', 'price_from',
  'provider_name', 'provider_id', 'currency', 'additional_info', 'provider_rating', 'images', 'included', 'not_included', 'is_private', 'free_cancellation'];

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { saves: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
};

async function run(ctx) {
  const { baseUrl, stack } = ctx;
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username: stack.admin.username, password: stack.admin.password }) });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const headers = { cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), ...JSON_HEADERS, origin: baseUrl };
  const tours = (await (await fetch(`${baseUrl}/api/admin/tours?limit=10`, { headers })).json()).data;
  const bodyOf = (tour, i) => JSON.stringify({ ...Object.fromEntries(Object.entries(tour).filter(([k]) => TOUR_BODY_FIELDS.includes(k))), price_from: `${100 + (i % 500)}.00` });
  const save = async (tour, i) => {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/admin/tours/${tour.id}`, { method: 'PUT', headers, body: bodyOf(tour, i) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`saving a tour answered ${res.status}`);
    return performance.now() - t0;
  };
  // Warm-up, not counted: the first saves compile the paths.
  for (let i = 0; i < 30; i++) await save(tours[i % tours.length], i);

  const sequential = [];
  for (let i = 0; i < SETTINGS.sequential; i++) sequential.push(await save(tours[i % tours.length], i + 1));
  // Each connection saves tours of its own (two admins on one tour would wait on its row, not on the trail).
  const concurrent = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SETTINGS.connections }, async (_, c) => {
      while (next < SETTINGS.concurrent) {
        const i = next++;
        concurrent.push(await save(tours[(c * 2 + (i % 2)) % tours.length], i));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const result = {
    sequential: summary(sequential),
    concurrent: { ...summary(concurrent), connections: SETTINGS.connections, savesPerSecond: round(SETTINGS.concurrent / seconds) },
  };
  console.log(`  one at a time: p50 ${result.sequential.p50} ms, p95 ${result.sequential.p95} ms`);
  console.log(`  ${SETTINGS.connections} at once: p50 ${result.concurrent.p50} ms, p95 ${result.concurrent.p95} ms, ${result.concurrent.savesPerSecond} saves/s`);
  const t0 = performance.now();
  const verified = await runCommand(process.execPath, ['backend/dist/cli.js', 'verify-audit'], stack.env).then(
    (out) => ({ ok: true, out: String(out ?? '').trim() }),
    (err) => ({ ok: false, out: String(err.message) }),
  );
  result.verifyAudit = { ...verified, ms: round(performance.now() - t0) };
  console.log(`  verify-audit: ${result.verifyAudit.out} (${result.verifyAudit.ms} ms)`);
  ctx.extra.adminWrites = result;
}

module.exports = { name: 'admin-writes', title: () => `admin writes with their audit entry (${SETTINGS.sequential} one at a time, ${SETTINGS.concurrent} at ${SETTINGS.connections} connections)`, target: {}, run };
