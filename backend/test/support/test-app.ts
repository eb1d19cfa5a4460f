import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import argon2 from 'argon2';
import type { DestinationStream } from 'pino';
import type { Config } from '../../src/kernel/config';
import { loadConfig } from '../../src/site/application';
import type { Clock } from '../../src/kernel/clock';
import { createHttpApp, type HttpApp } from '../../src/site/app';
import { createRuntime, type Runtime } from '../../src/site/runtime';
import { SetAdminAccount } from '../../src/modules/identity';
import { onServer } from './admin-sql';
import { noteBookingReceipt } from './references';
import { TEMPLATE_DB_ENV, TEST_REDIS_URL, databaseUrl } from './env';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  cookies: string[];
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (with `contentType`). */
  raw?: string;
  contentType?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  readonly runtime: Runtime;
  readonly http: HttpApp;
  readonly config: Config;
  readonly baseUrl: string;
  readonly databaseName: string;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Creates (or resets) an admin and signs in; answers the session cookie. */
  signInAsAdmin(username?: string, password?: string): Promise<string>;
  /** Creates a signed-in user without the admin flag; answers the session cookie. */
  signInAsNonAdmin(): Promise<string>;
  /** Every Redis key this app wrote. */
  redisKeys(pattern?: string): Promise<string[]>;
  close(): Promise<void>;
}

export const ADMIN_PASSWORD = 'correct-horse-battery-staple';

/**
 * Where the test app's clock starts (CLOCK_START), whatever day and hour the suite runs: the
 * fixed booking dates of the tests (2026-06-01 to 2027-06-30) are all requestable from it.
 */
export const TEST_CLOCK_START = '2026-05-01T08:00:00Z';

/**
 * A real api on a random port with its own fresh database (a copy of the migrated
 * template) and its own Redis key prefix, so test files run in parallel and leave nothing.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { clock?: Clock; logDestination?: DestinationStream } = {}): Promise<TestApp> {
  const template = process.env[TEMPLATE_DB_ENV];
  if (!template) throw new Error('the jest global setup did not build the template database');
  const databaseName = `costiera_test_${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`create database "${databaseName}" template "${template}"`));
  const prefix = `test:${randomUUID()}:`;
  const mailDir = path.join(os.tmpdir(), 'costiera-test-mail', databaseName);
  const config = loadConfig({
    DATABASE_URL: databaseUrl(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://costiera.test',
    // Without SMTP_URL emails become .eml files: never in the working tree.
    MAIL_DIR: mailDir,
    CLOCK_START: TEST_CLOCK_START,
    // Tests send many requests from one traveller address; the limit's own test sets it low.
    ACK_EMAILS_PER_ADDRESS_PER_HOUR: '1000',
    ...env,
  });
  const runtime = await createRuntime(config, { clock: options.clock, logDestination: options.logDestination });
  const http = createHttpApp(runtime);
  const server: Server = await new Promise((resolve) => {
    const s = http.koa.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    if (options.cookie) headers.cookie = options.cookie;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    // Emails quote a request's reference: tests find them by it (support/references.ts).
    if (method === 'POST' && path === '/api/booking-requests' && res.status === 201) noteBookingReceipt(parsed);
    return { status: res.status, headers: res.headers, body: parsed as T, text, cookies: res.headers.getSetCookie() };
  };

  const signIn = async (username: string, password: string): Promise<string> => {
    const res = await request('POST', '/api/admin/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    return cookieHeader(res.cookies);
  };

  return {
    runtime,
    http,
    config,
    baseUrl,
    databaseName,
    request,
    async signInAsAdmin(username = 'admin', password = ADMIN_PASSWORD) {
      await runtime.commands.execute(new SetAdminAccount(username, password));
      return signIn(username, password);
    },
    async signInAsNonAdmin() {
      const username = `guest${randomBytes(3).toString('hex')}`;
      const hash = await argon2.hash(ADMIN_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      await runtime.orm.em.getConnection().execute('insert into identity.users (id, username, password, is_admin) values (?, ?, ?, false)', [randomUUID(), username, hash]);
      return signIn(username, ADMIN_PASSWORD);
    },
    async redisKeys(pattern = '*') {
      return runtime.redis.keys(`${prefix}${pattern}`);
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Publications still in flight would write queue keys after the clean-up below.
      await runtime.relay.drain();
      const keys = await runtime.redis.keys(`${prefix}*`).catch(() => [] as string[]);
      if (keys.length > 0) await runtime.redis.del(...keys).catch(() => 0);
      await runtime.close();
      await onServer((c) => c.query(`drop database if exists "${databaseName}" with (force)`));
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/** `a=1; b=2` from Set-Cookie headers (name=value pairs only). */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}
