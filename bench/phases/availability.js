/*
 * Availability: the tour list filtered by a date and a party at 50 connections beside the plain
 * list (>= 0.8 of its req/s, p95 <= 25 ms); a tour's availability call at 50 connections beside
 * its precomputed answer (p95 <= 10 ms); and booking requests for a tour with a daily capacity
 * (each one counts the seats its day holds) at 20 connections beside the durable write
 * (>= 0.5 of it, p99 <= 50 ms), every accepted request stored and both its emails sent once.
 * Not targets, for the record: the list and the availability call one at a time, uncached.
 */
/* global fetch */
const { performance } = require('node:perf_hooks');
const { setTimeout: sleep } = require('node:timers/promises');
const { Client } = require('pg');
const { percentile } = require('../lib/stack');
const { round } = require('../lib/load');
const { answerOf, beside, bookingBody, JSON_HEADERS, referenceFor, registerAnswer } = require('../lib/scenario');

const TARGET = {
  list: { connections: 50, ratio: 0.8, percentile: 'p95', ms: 25 },
  availability: { connections: 50, percentile: 'p95', ms: 10 },
  booking: { connections: 20, ratio: 0.5, percentile: 'p99', ms: 50, allEmailedWithinMs: 300_000 },
};
/** The list's date: a Saturday in the demo's sailing season, six weeks after the bench clock's day (CLOCK_START, 1 May 2026). */
const LIST_QUERY = '/api/tours?date=2026-06-13&people=2';
/** The capacity-checked tour's calendar: a daily capacity no bench run fills. */
const CAPACITY = 10_000;
/** Requests spread over this many days from FIRST_DATE, as a season's requests are (a day's seats are summed per request). */
const SPREAD_DAYS = 365;
const FIRST_DATE = Date.UTC(2026, 5, 1);
const UNCACHED_READS = 40;
/** The booking scenario's warm-up (see bench/phases/booking.js). */
const WARMUP_S = 8;

const dateAt = (i) => new Date(FIRST_DATE + (i % SPREAD_DAYS) * 86_400_000).toISOString().slice(0, 10);

/** One read at a time, each of a URL not asked before (a cache miss): p50 and p95. */
async function uncached(baseUrl, urls) {
  const times = [];
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${url}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { reads: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

async function run(ctx) {
  const { baseUrl, stack, args } = ctx;
  const catalogue = (await answerOf(baseUrl, '/api/tours')).json;
  const byTitle = (prefix) => {
    const tour = catalogue.find((t) => t.title.startsWith(prefix));
    if (!tour) throw new Error(`no demo tour titled "${prefix}..."`);
    return tour;
  };

  // The list with a date and a party, beside the plain list (both served from the read cache under load).
  const listed = await answerOf(baseUrl, LIST_QUERY);
  if (listed.status !== 200 || listed.json.length === 0) throw new Error(`${LIST_QUERY} answered ${listed.status} with ${listed.json?.length} tours`);
  const list = await beside(ctx, {
    name: `GET ${LIST_QUERY} (beside the plain list)`,
    kind: 'read',
    request: { path: LIST_QUERY },
    connections: TARGET.list.connections,
    referencePath: '/api/tours',
    target: { ratio: TARGET.list.ratio, percentile: TARGET.list.percentile, ms: TARGET.list.ms },
  });
  const listCold = await uncached(baseUrl, Array.from({ length: UNCACHED_READS }, (_, i) => `/api/tours?date=${dateAt(400 + i)}&people=${1 + (i % 4)}`));
  list.notes = [`one at a time, uncached (each a date and party not asked before): p50 ${listCold.p50} ms, p95 ${listCold.p95} ms over ${listCold.reads} reads`];
  console.log(`  ${list.notes[0]}`);

  // The availability call of a tour with a capacity and two start times (six weeks from today).
  const farm = byTitle('Sorrento Farmhouse Cooking Class');
  const availabilityPath = `/api/tours/${farm.id}/availability`;
  const answer = await answerOf(baseUrl, availabilityPath);
  if (answer.status !== 200) throw new Error(`${availabilityPath} answered ${answer.status}`);
  const availability = await beside(ctx, {
    name: 'GET /api/tours/{id}/availability (42 days, capacity, two start times)',
    kind: 'read',
    request: { path: availabilityPath },
    connections: TARGET.availability.connections,
    referencePath: await referenceFor(baseUrl, answer),
    target: { percentile: TARGET.availability.percentile, ms: TARGET.availability.ms },
  });
  const tourIds = catalogue.map((t) => t.id);
  const availabilityCold = await uncached(baseUrl, Array.from({ length: UNCACHED_READS }, (_, i) => `/api/tours/${tourIds[i % tourIds.length]}/availability?from=${dateAt(i * 7)}`));
  availability.notes = [`one at a time, uncached (each tour and range not asked before): p50 ${availabilityCold.p50} ms, p95 ${availabilityCold.p95} ms over ${availabilityCold.reads} reads`];
  console.log(`  ${availability.notes[0]}`);

  // Booking requests for a tour with a daily capacity: the submission counts the seats its day holds.
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ username: stack.admin.username, password: stack.admin.password }) });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const admin = { cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), origin: baseUrl };
  const counted = byTitle('Amalfi Coast Drive');
  const calendar = await fetch(`${baseUrl}/api/admin/tours/${counted.id}/calendar`, {
    method: 'PUT',
    headers: { ...JSON_HEADERS, ...admin },
    body: JSON.stringify({ seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: CAPACITY, departures: [] }),
  });
  if (calendar.status !== 200) throw new Error(`setting the calendar answered ${calendar.status}: ${await calendar.text()}`);

  const sentAt = new Map();
  let sent = 0;
  const makeBody = () => {
    const n = ctx.nextCustomer();
    sentAt.set(n, performance.now());
    return bookingBody(counted.id, n).replace('"2027-05-15"', `"${dateAt(sent++)}"`);
  };
  const sample = await answerOf(baseUrl, '/api/booking-requests', { method: 'POST', headers: JSON_HEADERS, body: makeBody() });
  if (sample.status !== 201) throw new Error(`POST /api/booking-requests answered ${sample.status}: ${JSON.stringify(sample.json)}`);
  let referenceN = 19_000_000;
  const referenceBody = () => bookingBody(counted.id, referenceN++);
  const referencePath = `/api/__reference/writes/${await registerAnswer(baseUrl, sample)}`;
  const booking = await beside(ctx, {
    name: 'POST /api/booking-requests (a tour with a daily capacity)',
    kind: 'booking',
    request: { method: 'POST', path: '/api/booking-requests', headers: JSON_HEADERS, makeBody },
    connections: TARGET.booking.connections,
    referencePath,
    referenceBody,
    target: { ratio: TARGET.booking.ratio, percentile: TARGET.booking.percentile, ms: TARGET.booking.ms },
    warmup: Math.max(args.warmup, WARMUP_S),
  });
  const loadEnded = performance.now();

  // Every accepted request stored and emailed (provider + customer), none twice: the next phases start on a quiet worker.
  const db = new Client({ connectionString: stack.dbUrl });
  await db.connect();
  const rows = (await db.query(`select customer_email from bookings.booking_requests where tour_id = $1 and customer_email like 'bench-%@bench.test'`, [counted.id])).rows;
  await db.end();
  const stored = new Set(rows.map((r) => Number(/bench-(\d+)@/.exec(r.customer_email)[1])).filter((n) => sentAt.has(n)));
  const deadline = Date.now() + TARGET.booking.allEmailedWithinMs;
  const ours = () => stack.sink.received.filter((m) => sentAt.has(m.n));
  while (ours().length < 2 * stored.size && Date.now() < deadline) await sleep(200);
  const drainedMs = Math.round(performance.now() - loadEnded);
  await sleep(2000);
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
  booking.delivery = { sent: sentAt.size, stored: stored.size, emails: mails.length, requestsWithTheirTwoEmails: complete, duplicates, lastEmailAfterLoadMs: drainedMs };
  booking.met = booking.met && stored.size === complete && duplicates === 0 && stored.size >= booking.requests && drainedMs <= TARGET.booking.allEmailedWithinMs;
  console.log(`sent ${sentAt.size}, stored ${stored.size}, emailed completely ${complete}, duplicates ${duplicates}; last email ${drainedMs} ms after the load`);
}

module.exports = { name: 'availability', title: () => 'availability: the filtered list, the availability call, requests counted against a capacity', target: TARGET, run };
