import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';

/**
 * The production build (backend/dist + frontends/*\/dist, from `npm run build`) served against
 * a fresh, seeded database and its own Redis prefix, on a free port, with the app's clock started
 * at 23:30 Rome time (CLOCK_START). Each Playwright worker runs one (the `app` fixture), so
 * workers never see each other's requests.
 */
const root = path.resolve(__dirname, '../..');

export interface App {
  readonly baseUrl: string;
  readonly adminUsername: string;
  readonly adminPassword: string;
  /** Without SMTP_URL the worker writes each email as an .eml file here (the booking link specs read them). */
  readonly mailDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * 23:30 today on the venue's clock (Rome), as an ISO instant: the suite runs at the hour when
 * tomorrow can no longer be requested, whatever the hour it is started at.
 */
export function lateEveningInRome(now = new Date()): string {
  const parts = (instant: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
        .formatToParts(instant)
        .map((p) => [p.type, Number(p.value)]),
    ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  const today = parts(now);
  const wall = Date.UTC(today.year, today.month - 1, today.day, 23, 30);
  // Rome's offset at that wall time (the same all evening: the clocks change at night).
  const shown = parts(new Date(wall));
  const offset = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - wall;
  return new Date(wall - offset).toISOString();
}

/** Fails early, before any worker starts, when the build the app runs from is missing. */
export function assertBuilt(): void {
  for (const built of ['backend/dist/main.js', 'frontends/shell/dist/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first (make e2e does)`);
  }
}

export async function startApp(): Promise<App> {
  const db = `costiera_e2e_${randomBytes(5).toString('hex')}`;
  const port = await freePort();
  const password = randomBytes(12).toString('base64url');
  const pgBase = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const dbUrl = new URL(pgBase);
  dbUrl.pathname = `/${db}`;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `e2e:${db}:`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    MAIL_DIR: path.join(root, 'var/test/mail', db),
    LOG_LEVEL: 'warn',
    // No load balancer to drain for, and one app per worker: metrics on free ports.
    DRAIN_DELAY_MS: '0',
    METRICS_PORT: '0',
    WORKER_METRICS_PORT: '0',
    // The global setup fixes it once, so every worker's app shares one clock.
    CLOCK_START: process.env.CLOCK_START ?? lateEveningInRome(),
    // Every spec of a worker sends its requests from 127.0.0.1: the per-address limit would make
    // their outcome depend on which specs share the worker and the minute (the limit's own tests are the backend's).
    BOOKING_REQUESTS_PER_MINUTE: '1000',
  };
  const cli = (...args: string[]) => execFileSync(process.execPath, [path.join(root, 'backend/dist/cli.js'), ...args], { env, stdio: 'pipe' });
  cli('check-services');
  cli('seed');
  const children = ['backend/dist/main.js', 'backend/dist/worker.js']
    .filter((entry) => existsSync(path.join(root, entry)))
    .map((entry) => spawn(process.execPath, [path.join(root, entry)], { env, stdio: ['ignore', 'inherit', 'inherit'] }));

  const stop = async (): Promise<void> => {
    // A graceful stop first; a process still running after a while is killed, as its database goes next anyway.
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(kill);
      }),
    );
    const client = new Client({ connectionString: pgBase });
    await client.connect();
    await client.query(`drop database if exists "${db}" with (force)`);
    await client.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${env.REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the api did not become ready on ${baseUrl}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, adminUsername: 'admin', adminPassword: password, mailDir: env.MAIL_DIR, stop };
}
