#!/usr/bin/env node
/*
 * Booking requests under load (issue 4 item 7): 1,000 booking requests at 20 concurrent
 * connections against the production build (api + worker from backend/dist), with a real
 * SMTP sink. Checks that all 1,000 are stored and that 2,000 emails (provider + customer)
 * arrive with no duplicate, and prints requests/s, p50/p99 latency and the time from a
 * POST to its emails being accepted by the SMTP server (p50, p95). Then, at rest, 20 requests
 * one at a time: the time from each POST until both its emails arrived (issue 4's "within a
 * second").
 *
 *   node bench/booking-requests.js [--requests N] [--connections N]
 *
 * Builds nothing: expects `npx tsc -b backend` done (make bench does it). Starts everything
 * on free ports against a fresh database with its own Redis prefix, and stops and removes
 * everything it started, also on failure or Ctrl-C. Writes var/bench/booking-requests.json.
 * Exit code 1 when a check fails, 2 when the run itself failed.
 */
/* global fetch, Buffer */
const { execFile, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { setTimeout: setTimer, clearTimeout } = require('node:timers');
const { setTimeout: sleep } = require('node:timers/promises');
const { URL } = require('node:url');
const autocannon = require('autocannon');
const { Client } = require('pg');
const Redis = require('ioredis');
const { SMTPServer } = require('smtp-server');

const root = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(root, 'var/bench/booking-requests.json');
/** Everything, start-up included. */
const TOTAL_TIMEOUT_MS = 5 * 60_000;
/** How long to keep listening after the last expected email, to see duplicates arrive. */
const DUPLICATE_WATCH_MS = 3000;
/** Requests sent one at a time after the burst. */
const AT_REST = 20;
/** Every bench customer's address: the emails name it (customer: To, provider: Reply-To). */
const customerEmail = (n) => `bench-${n}@bench.test`;

function parseArgs(argv) {
  const args = { requests: 1000, connections: 20 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--requests') args.requests = Number(argv[++i]);
    else if (argv[i] === '--connections') args.connections = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!(args.requests > 0 && args.connections > 0 && args.connections <= args.requests)) throw new Error('--requests and --connections must be positive, connections <= requests');
  return args;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = s.address().port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** An SMTP server that accepts everything and notes, per message, its Message-ID, the bench customer it is about, and when it arrived. */
async function startSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH'],
    hideSTARTTLS: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const at = performance.now();
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
        const about = /bench-(\d+)@bench\.test/.exec(`${header('To')} ${header('Reply-To')}`);
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ at, messageId: header('Message-ID'), n: about ? Number(about[1]) : null, kind: to.some((a) => a.endsWith('@bench.test')) ? 'customer' : 'provider' });
        callback(null, 'Queued');
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Starts a node process; resolves once `ready()` says so (or rejects if it exits first). */
function startProcess(name, entry, env, started) {
  const child = spawn(process.execPath, [path.join(root, entry)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (await started(output)) return;
      if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${output}`);
      if (Date.now() > deadline) throw new Error(`${name} did not start within 30 s:\n${output}`);
      await sleep(100);
    }
  })();
  return { name, child, exited, ready, output: () => output };
}

async function stopProcess(p) {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const stopped = await Promise.race([p.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    p.child.kill('SIGKILL');
    await p.exited;
  }
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) =>
    execFile(cmd, args, { env, cwd: root, maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) => (err ? reject(new Error(`${args.join(' ')} failed: ${stderr || err.message}`)) : resolve(stdout))),
  );
}

/** What the run started, undone in reverse order: on success, failure, Ctrl-C or the overall timeout. */
const cleanups = [];
async function cleanup() {
  for (const step of cleanups.splice(0).reverse()) await step().catch((err) => console.error(`clean-up: ${err.message}`));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  for (const built of ['backend/dist/main.js', 'backend/dist/worker.js', 'backend/dist/cli.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npx tsc -b backend first (make bench does)`);
  }
  const id = randomBytes(5).toString('hex');
  const db = `costiera_bench_${id}`;
  const pgBase = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbUrl = new URL(pgBase);
  dbUrl.pathname = `/${db}`;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));

  try {
    const sink = await startSink();
    cleanups.push(sink.close);
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `bench:${db}:`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      SMTP_URL: sink.url,
      MAIL_FROM: 'Costiera <no-reply@bench.test>',
      // One client address sends every request: the per-address throttle (10 a minute) is raised, not skipped.
      BOOKING_REQUESTS_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      // Worker tuning can be tried without editing: WORKER_CONCURRENCY=8 make bench.
      ...(process.env.WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY } : {}),
    };
    cleanups.push(async () => {
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}*`, 'COUNT', 1000);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    });
    cleanups.push(async () => {
      const c = new Client({ connectionString: pgBase });
      await c.connect();
      await c.query(`drop database if exists "${db}" with (force)`);
      await c.end();
    });
    await run(process.execPath, ['backend/dist/cli.js', 'check-services'], env);
    await run(process.execPath, ['backend/dist/cli.js', 'seed'], env);

    const api = startProcess('api', 'backend/dist/main.js', env, () => fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false));
    cleanups.push(() => stopProcess(api));
    const worker = startProcess('worker', 'backend/dist/worker.js', { ...env, LOG_LEVEL: 'info' }, async (out) => out.includes('"msg":"event worker started"'));
    cleanups.push(() => stopProcess(worker));
    await Promise.all([api.ready, worker.ready]);

    const list = await (await fetch(`${baseUrl}/api/tours`)).json();
    const tour = list.find((t) => t.max_passengers >= 2) ?? list[0];
    if (!tour) throw new Error('the seeded site lists no tour');

    // The load: every request is a different traveller, so each email says whose request it is.
    const sentAt = new Map();
    let next = 0;
    console.log(`Sending ${args.requests} booking requests at ${args.connections} concurrent connections to ${baseUrl} ...`);
    const load = await autocannon({
      url: baseUrl,
      connections: args.connections,
      amount: args.requests,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/booking-requests',
          headers: { 'content-type': 'application/json' },
          setupRequest(req) {
            const n = next++;
            sentAt.set(n, performance.now());
            return { ...req, body: JSON.stringify({ customerName: `Bench Traveller ${n}`, customerEmail: customerEmail(n), customerPhone: '+39 081 000 0000', date: '2027-05-15', people: 2, message: 'Load test', tourId: tour.id }) };
          },
        },
      ],
    });
    const loadEnded = performance.now();

    const expected = 2 * args.requests;
    const deadline = Date.now() + 120_000;
    while (sink.received.length < expected && Date.now() < deadline) await sleep(100);
    const allArrived = performance.now();
    await sleep(DUPLICATE_WATCH_MS);

    // At rest: one request at a time, each until both its emails are in.
    const restDelays = [];
    const bookingBody = (n) => JSON.stringify({ customerName: `Bench Traveller ${n}`, customerEmail: customerEmail(n), customerPhone: '+39 081 000 0000', date: '2027-05-15', people: 2, message: 'Load test', tourId: tour.id });
    for (let n = args.requests; n < args.requests + AT_REST; n++) {
      const sent = performance.now();
      const res = await fetch(`${baseUrl}/api/booking-requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bookingBody(n) });
      if (res.status !== 201) throw new Error(`an at-rest request answered ${res.status}`);
      const until = Date.now() + 30_000;
      while (sink.received.filter((m) => m.n === n).length < 2 && Date.now() < until) await sleep(2);
      restDelays.push(Math.max(...sink.received.filter((m) => m.n === n).map((m) => m.at)) - sent);
    }
    restDelays.sort((a, b) => a - b);

    const c = new Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    const stored = (await c.query(`select customer_email from bookings.booking_requests where customer_email like 'bench-%@bench.test'`)).rows;
    await c.end();
    const storedN = new Set(stored.map((r) => Number(/bench-(\d+)@/.exec(r.customer_email)[1])).filter((n) => n < args.requests));

    const burst = sink.received.filter((m) => m.n !== null && m.n < args.requests);
    const byId = new Map();
    for (const m of sink.received) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
    const duplicates = [...byId.values()].reduce((sum, count) => sum + count - 1, 0);
    const perRequest = new Map();
    for (const m of burst) {
      const entry = perRequest.get(m.n) ?? { provider: 0, customer: 0 };
      entry[m.kind]++;
      perRequest.set(m.n, entry);
    }
    const complete = [...storedN].filter((n) => perRequest.get(n)?.provider === 1 && perRequest.get(n)?.customer === 1).length;
    const delays = burst.filter((m) => sentAt.has(m.n)).map((m) => m.at - sentAt.get(m.n)).sort((a, b) => a - b);

    const results = {
      date: new Date().toISOString(),
      requests: args.requests,
      connections: args.connections,
      answers: { '2xx': load['2xx'], non2xx: load.non2xx, errors: load.errors, timeouts: load.timeouts },
      requestsPerSecond: Math.round((load['2xx'] / load.duration) * 10) / 10,
      latencyMs: { p50: load.latency.p50, p99: load.latency.p99, max: load.latency.max },
      stored: storedN.size,
      emails: burst.length,
      duplicates,
      requestsWithExactlyTheirTwoEmails: complete,
      postToEmailMs: { p50: Math.round(percentile(delays, 50)), p95: Math.round(percentile(delays, 95)), max: Math.round(delays.at(-1) ?? NaN) },
      lastEmailAfterLoadMs: Math.round(allArrived - loadEnded),
      atRest: { requests: AT_REST, postToBothEmailsMs: { p50: Math.round(percentile(restDelays, 50)), max: Math.round(restDelays.at(-1)) } },
    };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

    const checks = [
      [`${args.requests} requests answered 201`, load['2xx'] === args.requests && load.non2xx === 0 && load.errors === 0],
      [`${args.requests} booking requests stored`, storedN.size === args.requests],
      [`${expected} emails delivered`, burst.length === expected],
      ['at rest, every request emailed within a second', restDelays.length === AT_REST && restDelays.at(-1) < 1000],
      ['0 duplicate emails', duplicates === 0],
      ['each request: one provider and one customer email', complete === args.requests],
    ];
    console.log('');
    console.log(`Throughput        ${results.requestsPerSecond} requests/s (${load.duration.toFixed(1)} s)`);
    console.log(`Latency           p50 ${results.latencyMs.p50} ms, p99 ${results.latencyMs.p99} ms (max ${results.latencyMs.max} ms)`);
    console.log(`POST -> email     p50 ${results.postToEmailMs.p50} ms, p95 ${results.postToEmailMs.p95} ms (max ${results.postToEmailMs.max} ms; last email ${results.lastEmailAfterLoadMs} ms after the last answer)`);
    console.log(`Stored / emails   ${storedN.size} stored, ${burst.length} emails, ${duplicates} duplicates`);
    console.log(`At rest           POST -> both emails p50 ${results.atRest.postToBothEmailsMs.p50} ms, max ${results.atRest.postToBothEmailsMs.max} ms (${AT_REST} requests, one at a time)`);
    for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
    console.log(`Results: ${path.relative(root, RESULTS_FILE)}`);
    if (checks.some(([, ok]) => !ok)) {
      console.log(`\nworker output (tail):\n${worker.output().slice(-4000)}\napi output (tail):\n${api.output().slice(-4000)}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
  }
}

const timer = setTimer(() => {
  console.error(`the benchmark did not finish within ${TOTAL_TIMEOUT_MS / 1000} s: stopping what it started`);
  cleanup().finally(() => process.exit(2));
}, TOTAL_TIMEOUT_MS).unref();

main()
  .catch((err) => {
    console.error(err.stack ?? err.message);
    process.exitCode = 2;
  })
  .finally(() => clearTimeout(timer));
