import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import type { reporting } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { DashboardProjection } from '../../src/modules/reporting';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { createCategory, createTour } from '../catalog/fixtures';
import { newReference } from '../support/references';

/** The dashboard projection, kept by the reporting subscriber, always ends where a rebuild from the source tables ends. */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let categories: { tour: string; article: string; page: string };
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '100000' });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  categories = {
    tour: await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' }),
    article: await createCategory(app, cookie, { name: 'Tips', slug: 'tips', type: 'article' }),
    page: await createCategory(app, cookie, { name: 'Info', slug: 'info', type: 'page' }),
  };
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const stats = async () => {
  const res = await app.request<reporting.DashboardStats>('GET', '/api/admin/dashboard-stats', { cookie });
  expect(res.status).toBe(200);
  return res.body;
};

/** What the admin and travellers can do that moves the dashboard, by index into what exists. */
type Action =
  | { kind: 'create-tour' }
  | { kind: 'delete-tour'; pick: number }
  | { kind: 'create-article' | 'create-page'; published: boolean }
  | { kind: 'update-article' | 'update-page'; pick: number; published: boolean }
  | { kind: 'delete-article' | 'delete-page'; pick: number }
  | { kind: 'submit-booking'; pick: number; people: number }
  | { kind: 'change-status'; pick: number; status: 'pending' | 'confirmed' | 'cancelled' }
  | { kind: 'delete-booking'; pick: number };

const pick = fc.nat({ max: 50 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'create-tour' as const }),
  fc.record({ kind: fc.constant('delete-tour' as const), pick }),
  fc.record({ kind: fc.constantFrom('create-article' as const, 'create-page' as const), published: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('update-article' as const, 'update-page' as const), pick, published: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('delete-article' as const, 'delete-page' as const), pick }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('submit-booking' as const), pick, people: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('change-status' as const), pick, status: fc.constantFrom('pending' as const, 'confirmed' as const, 'cancelled' as const) }) },
  fc.record({ kind: fc.constant('delete-booking' as const), pick }),
);

const existing = { tours: [] as string[], articles: [] as string[], pages: [] as string[], bookings: [] as string[] };
let serial = 0;

async function perform(a: Action): Promise<void> {
  const choose = (list: string[], i: number) => (list.length ? list[i % list.length]! : null);
  const send = async (method: string, url: string, body?: unknown, expected = [200, 201, 204]) => {
    const res = await app.request<{ id: string }>(method, url, { cookie, body });
    if (!expected.includes(res.status)) throw new Error(`${method} ${url} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  const n = ++serial;
  switch (a.kind) {
    case 'create-tour':
      existing.tours.push(await createTour(app, cookie, categories.tour, { title: `Tour ${n}`, max_passengers: 6 }));
      return;
    case 'delete-tour': {
      const id = choose(existing.tours, a.pick);
      if (!id) return;
      await send('DELETE', `/api/admin/tours/${id}`);
      existing.tours = existing.tours.filter((t) => t !== id);
      return;
    }
    case 'create-article':
      existing.articles.push((await send('POST', '/api/admin/articles', { title: `Article ${n}`, slug: `article-${n}`, content: 'x', excerpt: 'y', categoryId: categories.article, published: a.published })).id);
      return;
    case 'create-page':
      existing.pages.push((await send('POST', '/api/admin/pages', { title: `Page ${n}`, slug: `page-${n}`, content: 'x', categoryId: categories.page, published: a.published })).id);
      return;
    case 'update-article': {
      const id = choose(existing.articles, a.pick);
      if (id) await send('PUT', `/api/admin/articles/${id}`, { title: `Article ${n}`, slug: `article-${n}`, content: 'x', excerpt: 'y', categoryId: categories.article, published: a.published });
      return;
    }
    case 'update-page': {
      const id = choose(existing.pages, a.pick);
      if (id) await send('PUT', `/api/admin/pages/${id}`, { title: `Page ${n}`, slug: `page-${n}`, content: 'x', categoryId: categories.page, published: a.published });
      return;
    }
    case 'delete-article':
    case 'delete-page': {
      const list = a.kind === 'delete-article' ? 'articles' : 'pages';
      const id = choose(existing[list], a.pick);
      if (!id) return;
      await send('DELETE', `/api/admin/${list}/${id}`);
      existing[list] = existing[list].filter((x) => x !== id);
      return;
    }
    case 'submit-booking': {
      const tourId = choose(existing.tours, a.pick);
      if (!tourId) return;
      const body = { customerName: `Guest ${n}`, customerEmail: `guest${n}@example.com`, date: '2026-09-01', people: a.people, tourId };
      const res = await app.request<{ id: string }>('POST', '/api/booking-requests', { body });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${res.text}`);
      existing.bookings.push(res.body.id);
      return;
    }
    case 'change-status': {
      const id = choose(existing.bookings, a.pick);
      if (id) await send('PUT', `/api/admin/booking-requests/${id}`, { status: a.status });
      return;
    }
    case 'delete-booking': {
      const id = choose(existing.bookings, a.pick);
      if (!id) return;
      await send('DELETE', `/api/admin/booking-requests/${id}`);
      existing.bookings = existing.bookings.filter((b) => b !== id);
      return;
    }
  }
}

it('equals a rebuild from the source tables after any mix of commands', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
      // Commands in quick succession: their events are delivered concurrently and in any order.
      for (const a of actions) await perform(a);
      await eventsSettled(app);
      const kept = await stats();
      await app.runtime.container.get(DashboardProjection).rebuild();
      expect(kept).toEqual(await stats());
      expect(kept.totalTours).toBe(existing.tours.length);
      expect(kept.totalPages).toBe(existing.pages.length);
      expect(kept.totalBookingRequests).toBe(existing.bookings.length);
    }),
    { numRuns: 15 },
  );
}, 120_000);

it('answers from the projection only, which `npm run cli -- rebuild-projections` recomputes from the source tables', async () => {
  await eventsSettled(app);
  const before = await stats();
  // A row that came in behind the events' back (a restore, a manual fix): the dashboard does not see it...
  // (A request outlives its tour: tour_id has no foreign key, and the random mix above may have deleted every tour.)
  await app.runtime.orm.em
    .getConnection()
    .execute(`insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, date, people) values (?, ?, ?, 'Restored Guest', 'restored@example.com', '2026-09-09', 2)`, [
      randomUUID(),
      newReference(),
      randomUUID(),
    ]);
  expect(await stats()).toEqual(before);
  // ...until the projection is rebuilt.
  const { stdout } = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'src/cli.ts', 'rebuild-projections'], {
    cwd: path.join(__dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: app.config.databaseUrl, REDIS_URL: app.config.redisUrl, REDIS_PREFIX: app.config.redisPrefix, SESSION_SECRET: app.config.sessionSecret, LOG_LEVEL: 'silent' },
  });
  expect(stdout).toContain('Dashboard projection rebuilt');
  const after = await stats();
  expect(after.totalBookingRequests).toBe(before.totalBookingRequests + 1);
  expect(after.pendingBookingRequests).toBe(before.pendingBookingRequests + 1);
  expect(after.recentBookingRequests[0]!.customer_name).toBe('Restored Guest');
}, 60_000);
