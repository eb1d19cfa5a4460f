/*
 * Booking requests at 20 connections beside a durable write (bench/lib/reference-routes.js: the
 * same body parsed, one row of the same width stored with one autocommit insert through the
 * api's pool, the same answer bytes): >= 0.5 of it, p99 <= 50 ms; every accepted request stored
 * and both its emails sent once, the last within 5 minutes of the end of the load.
 */
/* global Buffer */
const { performance } = require('node:perf_hooks');
const { setTimeout: sleep } = require('node:timers/promises');
const { Client } = require('pg');
const { load, round } = require('../lib/load');
const { answerOf, beside, bookingBody, JSON_HEADERS, registerAnswer } = require('../lib/scenario');

const TARGET = { connections: 20, ratio: 0.5, percentile: 'p99', ms: 50, allEmailedWithinMs: 300_000 };
/**
 * The booking scenario's warm-up, in seconds: its code path (validation, throttle, group commit,
 * the ORM's entities) reaches its steady speed only after thousands of requests; measured on a
 * fresh api, the first slices of load cost it several times the CPU of the later ones
 * (bench/README.md, "Warm-ups").
 */
const WARMUP_S = 8;

async function run(ctx) {
  const { baseUrl, tour, stack, args } = ctx;
  const sentAt = new Map();
  const makeBody = () => {
    const n = ctx.nextCustomer();
    sentAt.set(n, performance.now());
    return bookingBody(tour.id, n);
  };
  const sample = await answerOf(baseUrl, '/api/booking-requests', { method: 'POST', headers: JSON_HEADERS, body: makeBody() });
  if (sample.status !== 201) throw new Error(`POST /api/booking-requests answered ${sample.status}: ${JSON.stringify(sample.json)}`);
  // The reference gets the same bodies (customers of their own numbers, never emailed).
  let referenceN = 9_000_000;
  const referenceBody = () => bookingBody(tour.id, referenceN++);
  if (Buffer.byteLength(referenceBody()) !== Buffer.byteLength(bookingBody(tour.id, 1_000_000))) throw new Error('the reference body is not the size of the booking body');
  const referencePath = `/api/__reference/writes/${await registerAnswer(baseUrl, sample)}`;

  // Not a target, for the record: the reference on its own, before any booking load (in the
  // alternating slices the worker may be sending the booking slices' emails beside it).
  const referenceAlone = { method: 'POST', path: referencePath, headers: JSON_HEADERS, makeBody: referenceBody };
  await load(baseUrl, referenceAlone, { connections: TARGET.connections, seconds: args.warmup });
  const alone = await load(baseUrl, referenceAlone, { connections: TARGET.connections, seconds: args.seconds / 2 });
  const row = await beside(ctx, {
    name: 'POST /api/booking-requests',
    kind: 'booking',
    request: { method: 'POST', path: '/api/booking-requests', headers: JSON_HEADERS, makeBody },
    connections: TARGET.connections,
    referencePath,
    referenceBody,
    target: { ratio: TARGET.ratio, percentile: TARGET.percentile, ms: TARGET.ms },
    warmup: Math.max(args.warmup, WARMUP_S),
  });
  const loadEnded = performance.now();

  // Every accepted request stored and emailed (provider + customer), none twice.
  const db = new Client({ connectionString: stack.dbUrl });
  await db.connect();
  const emails = (await db.query(`select customer_email from bookings.booking_requests where customer_email like 'bench-%@bench.test'`)).rows;
  await db.end();
  const stored = new Set(emails.map((r) => Number(/bench-(\d+)@/.exec(r.customer_email)[1])).filter((n) => sentAt.has(n)));
  const deadline = Date.now() + TARGET.allEmailedWithinMs;
  const ours = () => stack.sink.received.filter((m) => sentAt.has(m.n));
  while (ours().length < 2 * stored.size && Date.now() < deadline) await sleep(200);
  const drainedMs = Math.round(performance.now() - loadEnded);
  await sleep(2000); // duplicates would arrive now
  const mails = ours();
  const perRequest = new Map();
  for (const m of mails) {
    const e = perRequest.get(m.n) ?? { provider: 0, customer: 0 };
    e[m.kind]++;
    perRequest.set(m.n, e);
  }
  const byId = new Map();
  for (const m of mails) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
  const duplicates = [...byId.values()].reduce((s, c) => s + c - 1, 0);
  const complete = [...stored].filter((n) => perRequest.get(n)?.provider === 1 && perRequest.get(n)?.customer === 1).length;

  row.delivery = { sent: sentAt.size, stored: stored.size, emails: mails.length, requestsWithTheirTwoEmails: complete, duplicates, lastEmailAfterLoadMs: drainedMs };
  row.referenceAlone = { requestsPerSecond: alone.requestsPerSecond, ratio: round(row.requestsPerSecond / alone.requestsPerSecond, 2) };
  row.met = row.met && stored.size === complete && duplicates === 0 && stored.size >= row.requests && drainedMs <= TARGET.allEmailedWithinMs;
  console.log(`sent ${sentAt.size}, stored ${stored.size}, emailed completely ${complete}, duplicates ${duplicates}; last email ${drainedMs} ms after the load`);
}

module.exports = { name: 'booking', title: () => `booking requests (${TARGET.connections} connections, beside a durable write)`, target: TARGET, run };
