/*
 * What every benchmark needs around the product: free ports, a fresh database and Redis prefix,
 * an SMTP sink, the production api and worker as child processes, and one list of clean-up steps
 * run in reverse order on success, failure, Ctrl-C or a time limit.
 */
/* global fetch */
const { execFile, fork, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const { createServer } = require('node:net');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { setTimeout: setTimer } = require('node:timers');
const { setTimeout: sleep } = require('node:timers/promises');
const { URL } = require('node:url');
const { Client } = require('pg');
const Redis = require('ioredis');

const root = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The p-th percentile (nearest rank) of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) =>
    execFile(cmd, args, { env, cwd: root, maxBuffer: 20 * 1024 * 1024 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${args.join(' ')} failed: ${stderr || err.message}`)) : resolve(stdout),
    ),
  );
}

/** Clean-up steps, undone in reverse order. */
class Cleanups {
  constructor() {
    this.steps = [];
  }
  push(step) {
    this.steps.push(step);
  }
  async run() {
    for (const step of this.steps.splice(0).reverse()) await step().catch((err) => console.error(`clean-up: ${err.message}`));
  }
}

/**
 * An SMTP server that accepts everything and notes, per message, its Message-ID, the bench
 * customer it is about and when it arrived (`at`, on this process's performance.now() clock).
 * It runs as a child process (smtp-sink.js), as a mail server on another machine would: its
 * parsing takes no turns of this process's event loop, where the load generator runs.
 */
async function startSink() {
  const received = [];
  const child = fork(path.join(__dirname, 'smtp-sink.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited at start (${code})`)));
    child.on('message', (m) => {
      if (m.port) resolve(m.port);
      if (m.received) for (const r of m.received) received.push({ ...r, at: r.at - performance.timeOrigin });
    });
  });
  child.removeAllListeners('exit');
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('close');
      setTimer(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { received, url: `smtp://127.0.0.1:${port}`, pid: child.pid, close };
}

/** Starts a node process of the build; `ready()` resolves once `started(output)` says so (or rejects if it exits first). */
function startProcess(name, entry, env, started, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, entry)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

// The V8 flags the processes start with everywhere: the arrays at the top of scripts/start.sh.
const START_SH = readFileSync(path.join(root, 'scripts/start.sh'), 'utf8');
const flagsOf = (name) => START_SH.match(new RegExp(`^${name}=\\((.*)\\)$`, 'm'))[1].split(' ');
const API_NODE_ARGS = flagsOf('API_FLAGS');
const WORKER_NODE_ARGS = flagsOf('WORKER_FLAGS');
// And the environment it gives them: the default of each `NAME="${NAME:-value}"` there (docs/adr/0005).
const defaultOf = (name) => START_SH.match(new RegExp(`${name}="\\$\\{${name}:-([^}]+)\\}"`))[1];
const MALLOC_ARENAS = { MALLOC_ARENA_MAX: defaultOf('MALLOC_ARENA_MAX') };
const API_MALLOC = { ...MALLOC_ARENAS, MALLOC_MMAP_THRESHOLD_: defaultOf('MALLOC_MMAP_THRESHOLD_') };

/**
 * The production api (and, unless `worker: false`, the worker) against a fresh database seeded
 * with the demo data, its own Redis prefix and an SMTP sink. Everything is undone by `cleanups`.
 * `apiEntry`: the api's program, backend/dist/main.js or the bench's own entry that adds the
 * reference routes (bench/lib/api-with-reference.js).
 */
async function startStack(cleanups, { extraEnv = {}, worker = true, apiEntry = 'backend/dist/main.js', apiNodeArgs = API_NODE_ARGS, workerNodeArgs = WORKER_NODE_ARGS } = {}) {
  for (const built of ['backend/dist/main.js', 'backend/dist/worker.js', 'backend/dist/cli.js', 'frontends/shell/dist/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first (make bench does)`);
  }
  const id = randomBytes(5).toString('hex');
  const db = `costiera_bench_${id}`;
  const pgBase = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbUrl = new URL(pgBase);
  dbUrl.pathname = `/${db}`;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const sink = await startSink();
  cleanups.push(sink.close);
  const adminPassword = randomBytes(12).toString('base64url');
  // Photos uploaded during the run (the demo's and the photos phase's), removed with the rest.
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'costiera-bench-media-'));
  cleanups.push(async () => rmSync(mediaDir, { recursive: true, force: true }));
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
    ADMIN_PASSWORD: adminPassword,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Costiera <no-reply@bench.test>',
    MEDIA_DIR: mediaDir,
    LOG_LEVEL: 'warn',
    // A clock that starts on a fixed day: the scenarios' booking date (2027-05-15) stays requestable whenever the bench runs.
    CLOCK_START: '2026-05-01T08:00:00Z',
    // Ports of their own: a phase reads the api's metrics (its RSS) and must not read another stack's.
    METRICS_PORT: String(await freePort()),
    WORKER_METRICS_PORT: String(await freePort()),
    ...extraEnv,
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

  const api = startProcess('api', apiEntry, { ...env, ...API_MALLOC }, () => fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false), apiNodeArgs);
  cleanups.push(() => stopProcess(api));
  let workerProcess = null;
  if (worker) {
    workerProcess = startProcess('worker', 'backend/dist/worker.js', { ...env, LOG_LEVEL: 'info', ...MALLOC_ARENAS }, async (out) => out.includes('"msg":"event worker started"'), workerNodeArgs);
    cleanups.push(() => stopProcess(workerProcess));
  }
  await Promise.all([api.ready, workerProcess?.ready]);
  return { env, baseUrl, db, dbUrl: dbUrl.toString(), sink, api, worker: workerProcess, admin: { username: 'admin', password: adminPassword } };
}

module.exports = { root, freePort, percentile, run, Cleanups, startSink, startProcess, stopProcess, rssMb, startStack };
