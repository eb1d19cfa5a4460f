/*
 * Email latency: booking requests at a steady 50 a second (an open loop: each sent at its time
 * whatever the answers before it did) for 60 s; each POST's send time matched to the arrival
 * of its provider email in the SMTP sink (by the customer it is about). Targets: p95 <= 1 s,
 * p99 <= 2 s, every accepted request's provider email arrived, once. A request whose email
 * never came counts as the slowest. Ten seconds of the same load come first, unmeasured.
 */
/* global fetch */
const { performance } = require('node:perf_hooks');
const { setTimeout: sleep } = require('node:timers/promises');
const { percentile } = require('../lib/stack');
const { round } = require('../lib/load');
const { bookingBody, JSON_HEADERS } = require('../lib/scenario');

const TARGET = { ratePerSecond: 50, seconds: 60, p95Ms: 1000, p99Ms: 2000 };
/** How long after the last request its email may still come to count as arrived (late, not missing). */
const WAIT_AFTER_MS = 60_000;

/** Seconds of the same paced load first, not measured: a fresh worker's first seconds are its slowest (JIT, pools). */
const WARMUP_S = 10;

/** Sends booking requests at the target rate for `seconds`: each at its time, whatever the answers before it did. */
async function paced(ctx, seconds) {
  const { baseUrl, tour } = ctx;
  const total = Math.round(TARGET.ratePerSecond * seconds);
  const sentAt = new Map();
  const statuses = {};
  const answerMs = [];
  let behindMs = 0;
  const inFlight = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / TARGET.ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    behindMs = Math.max(behindMs, performance.now() - due);
    const n = ctx.nextCustomer();
    const at = performance.now();
    sentAt.set(n, at);
    inFlight.push(
      fetch(`${baseUrl}/api/booking-requests`, { method: 'POST', headers: JSON_HEADERS, body: bookingBody(tour.id, n) }).then(
        async (res) => {
          await res.arrayBuffer();
          answerMs.push(performance.now() - at);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status !== 201) sentAt.delete(n);
        },
        () => {
          statuses.failed = (statuses.failed ?? 0) + 1;
          sentAt.delete(n);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { total, sentAt, statuses, answerMs, behindMs, sentFor: performance.now() - t0 };
}

/** Resolves once every request in `sentAt` has its provider email in the sink, or `ms` have passed. */
async function providerEmailsOf(stack, sentAt, ms) {
  const mails = () => stack.sink.received.filter((m) => m.kind === 'provider' && sentAt.has(m.n));
  const deadline = performance.now() + ms;
  while (new Set(mails().map((m) => m.n)).size < sentAt.size && performance.now() < deadline) await sleep(100);
  return mails;
}

async function run(ctx) {
  const { stack, args } = ctx;
  const warmup = await paced(ctx, Math.min(WARMUP_S, args.emailSeconds ?? WARMUP_S));
  await providerEmailsOf(stack, warmup.sentAt, WAIT_AFTER_MS);
  const seconds = args.emailSeconds ?? TARGET.seconds;
  const { total, sentAt, statuses, answerMs, behindMs, sentFor } = await paced(ctx, seconds);
  const providerMails = await providerEmailsOf(stack, sentAt, WAIT_AFTER_MS);
  await sleep(1000); // duplicates would arrive now
  const firstArrival = new Map();
  let duplicates = 0;
  for (const m of providerMails()) {
    if (firstArrival.has(m.n)) duplicates++;
    else firstArrival.set(m.n, m.at);
  }
  const delays = [...sentAt].map(([n, at]) => (firstArrival.has(n) ? firstArrival.get(n) - at : Infinity)).sort((a, b) => a - b);
  const accepted = sentAt.size;
  const missing = accepted - firstArrival.size;
  const p = (q) => round(percentile(delays, q));
  answerMs.sort((a, b) => a - b);
  const row = {
    name: `POST -> provider email at ${TARGET.ratePerSecond} req/s for ${seconds} s`,
    kind: 'email-latency',
    sent: total,
    accepted,
    statuses,
    achievedPerSecond: round(total / (sentFor / 1000)),
    maxBehindScheduleMs: round(behindMs),
    answerMs: { p50: round(percentile(answerMs, 50)), p99: round(percentile(answerMs, 99)) },
    emails: firstArrival.size,
    missing,
    duplicates,
    latencyMs: { p50: p(50), p95: p(95), p99: p(99) },
    target: { p95Ms: TARGET.p95Ms, p99Ms: TARGET.p99Ms },
  };
  row.met = accepted === total && missing === 0 && duplicates === 0 && row.latencyMs.p95 <= TARGET.p95Ms && row.latencyMs.p99 <= TARGET.p99Ms;
  ctx.rows.push(row);
  console.log(
    `${row.name}: accepted ${accepted} of ${total}, provider emails ${firstArrival.size} (missing ${missing}, duplicates ${duplicates}); ` +
      `POST -> email p50 ${row.latencyMs.p50} ms, p95 ${row.latencyMs.p95} ms, p99 ${row.latencyMs.p99} ms; answers p99 ${row.answerMs.p99} ms; at most ${row.maxBehindScheduleMs} ms behind schedule`,
  );
}

module.exports = {
  name: 'email-latency',
  title: (ctx) => `email latency (${TARGET.ratePerSecond} booking requests a second for ${ctx.args.emailSeconds ?? TARGET.seconds} s, POST -> provider email in the sink)`,
  target: TARGET,
  run,
};
