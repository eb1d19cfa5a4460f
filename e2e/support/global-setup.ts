import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Starts the production build (backend/dist + frontends/*\/dist, from `npm run build`)
 * against a fresh, seeded database and its own Redis prefix, on a free port, with the app's
 * clock started at 23:30 Rome time (CLOCK_START). The specs read E2E_BASE_URL,
 * E2E_ADMIN_USERNAME and E2E_ADMIN_PASSWORD, and ask the app for booking dates (booking-window.ts).
 */
const root = path.resolve(__dirname, '../..');
export const STATE_FILE = path.join(root, 'var/test/e2e-state.json');

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

export default async function globalSetup(): Promise<void> {
  for (const built of ['backend/dist/main.js', 'frontends/shell/dist/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first (make e2e does)`);
  }
  const db = `costiera_e2e_${randomBytes(5).toString('hex')}`;
  const port = await freePort();
  const password = randomBytes(12).toString('base64url');
  const pgBase = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbUrl = new URL(pgBase);
  dbUrl.pathname = `/${db}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0',
    REDIS_PREFIX: `e2e:${db}:`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    MAIL_DIR: path.join(root, 'var/test/mail', db),
    LOG_LEVEL: 'warn',
    CLOCK_START: process.env.CLOCK_START ?? lateEveningInRome(),
  };
  const cli = (...args: string[]) => execFileSync(process.execPath, [path.join(root, 'backend/dist/cli.js'), ...args], { env, stdio: 'pipe' });
  cli('check-services');
  cli('seed');
  const pids: number[] = [];
  for (const entry of ['backend/dist/main.js', 'backend/dist/worker.js']) {
    if (!existsSync(path.join(root, entry))) continue;
    const child = spawn(process.execPath, [path.join(root, entry)], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: false });
    pids.push(child.pid!);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the api did not become ready on ${baseUrl}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_ADMIN_USERNAME = 'admin';
  process.env.E2E_ADMIN_PASSWORD = password;
  process.env.E2E_DATABASE_URL = env.DATABASE_URL;
  // Without SMTP_URL the worker writes each email as an .eml file here (the booking link specs read them).
  process.env.E2E_MAIL_DIR = env.MAIL_DIR;
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ pids, db, pgBase, redisPrefix: env.REDIS_PREFIX }));
}
