import { randomUUID } from 'node:crypto';
import type { bookings } from '@costiera/contracts';
import type { OutboxMessage } from '../../src/kernel/messaging/outbox-message';
import { SubmitBookingRequest } from '../../src/modules/bookings';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, resetBookingThrottle } from '../catalog/fixtures';

/**
 * Booking requests share transactions (group commit, kernel/cqrs/creation-groups.ts): those
 * built while others are being committed are committed together. Each request's answer must
 * still be its own, and the per-status counters stay exact.
 */
let app: TestApp;
let cookie: string;
let tourId: string;
const commits: OutboxMessage[][] = [];

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  const cat = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, cat, { title: 'Capri by Boat', max_passengers: 6 });
  app.runtime.commands.onCommitted((messages) => commits.push([...messages]));
});
beforeEach(() => {
  commits.length = 0;
  return resetBookingThrottle(app);
});
afterAll(() => app.close());

const facts = (n: number, overrides: Partial<SubmitBookingRequest['facts']> = {}) => ({
  tourId,
  customerName: `Traveller ${n}`,
  customerEmail: `traveller${n}@example.com`,
  customerPhone: null,
  date: '2027-06-14',
  people: 2,
  message: null,
  ...overrides,
});
const submitted = (messages: OutboxMessage[]) => messages.filter((m) => m.name === 'bookings.booking-request.submitted.v1');
const stored = async (ids: string[]) =>
  (await app.runtime.orm.em.getConnection().execute<Array<{ id: string }>>('select id from bookings.booking_requests where id = any(?::uuid[])', [`{${ids.join(',')}}`])).map((r) => r.id).sort();

describe('booking requests committed in groups', () => {
  it('commits requests that arrive together in one transaction, each answered with its own request', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, n) => app.runtime.commands.execute(new SubmitBookingRequest(facts(n)))));
    expect(new Set(results.map((r) => r.id)).size).toBe(30);
    expect(results.every((r) => r.status === 'pending' && r.createdAt instanceof Date)).toBe(true);
    expect(await stored(results.map((r) => r.id))).toEqual(results.map((r) => r.id).sort());
    // Every request's event is in the outbox once, and at least one commit carried several.
    expect(commits.flatMap(submitted)).toHaveLength(30);
    expect(Math.max(...commits.map((c) => submitted(c).length))).toBeGreaterThan(1);
    expect(commits.length).toBeLessThan(30);
  });

  it('answers a refused request alone while the rest of its group is stored', async () => {
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 5 }, (_, n) => app.runtime.commands.execute(new SubmitBookingRequest(facts(100 + n)))),
      app.runtime.commands.execute(new SubmitBookingRequest(facts(105, { people: 7 }))),
      app.runtime.commands.execute(new SubmitBookingRequest(facts(106, { tourId: randomUUID() }))),
      ...Array.from({ length: 5 }, (_, n) => app.runtime.commands.execute(new SubmitBookingRequest(facts(110 + n)))),
    ]);
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => ((o as PromiseRejectedResult).reason as Error).message);
    expect(refused).toHaveLength(2);
    expect(refused.some((m) => /at most 6 people/.test(m))).toBe(true);
    expect(refused.some((m) => /does not exist/.test(m))).toBe(true);
    const ids = outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<{ id: string }>).value.id);
    expect(await stored(ids)).toEqual(ids.sort());
    expect(commits.flatMap(submitted)).toHaveLength(10);
  });

  it('runs a group again one by one when its commit fails, so one bad request fails alone', async () => {
    const taken = randomUUID();
    await app.runtime.commands.execute(new SubmitBookingRequest(facts(200), taken));
    commits.length = 0;
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 4 }, (_, n) => app.runtime.commands.execute(new SubmitBookingRequest(facts(201 + n)))),
      // The seed's fixed id, already used: the group's insert breaks the primary key.
      app.runtime.commands.execute(new SubmitBookingRequest(facts(205), taken)),
      ...Array.from({ length: 4 }, (_, n) => app.runtime.commands.execute(new SubmitBookingRequest(facts(206 + n)))),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    const ids = outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<{ id: string }>).value.id);
    expect(ids).toHaveLength(8);
    expect(await stored(ids)).toEqual(ids.sort());
    // Nothing of the failed group was published twice: one submitted event per stored request.
    expect(commits.flatMap(submitted).map((m) => m.payload.bookingRequestId).sort()).toEqual(ids.sort());
  });

});

describe('concurrent booking requests', () => {
  it('answers concurrent HTTP requests each with its own stored request', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        app.request<{ id: string; status: string; created_at: string }>('POST', '/api/booking-requests', {
          body: { customerName: `Http ${n}`, customerEmail: `http${n}@example.com`, date: '2027-06-14', people: 1, tourId },
        }),
      ),
    );
    // The per-address limit (10 a minute) still applies, before any command runs.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    const list = await app.request<{ data: bookings.AdminBookingRequest[] }>('GET', '/api/admin/booking-requests?search=http&limit=100', { cookie });
    const byId = new Map(list.body.data.map((r) => [r.id, r]));
    for (const a of answers.filter((x) => x.status === 201)) expect(byId.get(a.body.id)?.created_at).toBe(a.body.created_at);
  });
});

describe('per-status counters (the admin list total and the dashboard)', () => {
  it('match the rows after inserts, status changes and deletions', async () => {
    const counters = async () =>
      Object.fromEntries((await app.runtime.orm.em.getConnection().execute<Array<{ status: string; total: string }>>('select status, sum(total) as total from bookings.status_counts group by status')).map((r) => [r.status, Number(r.total)]));
    const actual = async () =>
      Object.fromEntries(
        ['pending', 'confirmed', 'cancelled'].map((s) => [s, 0]).concat(
          (await app.runtime.orm.em.getConnection().execute<Array<{ status: string; n: number }>>('select status, count(*)::int as n from bookings.booking_requests group by status')).map((r) => [r.status, r.n]),
        ),
      );
    const made = await Promise.all(Array.from({ length: 12 }, (_, n) => app.runtime.commands.execute(new SubmitBookingRequest(facts(300 + n)))));
    for (const [i, r] of made.entries()) {
      if (i % 3 === 0) await app.request('PUT', `/api/admin/booking-requests/${r.id}`, { cookie, body: { status: 'confirmed' } });
      if (i % 3 === 1) await app.request('PUT', `/api/admin/booking-requests/${r.id}`, { cookie, body: { status: 'cancelled' } });
      if (i % 4 === 0) await app.request('DELETE', `/api/admin/booking-requests/${r.id}`, { cookie });
    }
    // An update that changes no status (the same status again) moves nothing.
    await app.request('PUT', `/api/admin/booking-requests/${made[2]!.id}`, { cookie, body: { status: 'pending' } });
    expect(await counters()).toEqual(await actual());
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      const page = await app.request<{ pagination: { total: number } }>('GET', `/api/admin/booking-requests?status=${status}`, { cookie });
      expect(page.body.pagination.total).toBe((await actual())[status]);
    }
  });

  it('pages from either end give the same order as one long list', async () => {
    const all = (await app.request<{ data: bookings.AdminBookingRequest[]; pagination: { total: number } }>('GET', '/api/admin/booking-requests?limit=100', { cookie })).body;
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(all.pagination.total / 7); page++) {
      ids.push(...(await app.request<{ data: bookings.AdminBookingRequest[] }>('GET', `/api/admin/booking-requests?limit=7&page=${page}`, { cookie })).body.data.map((r) => r.id));
    }
    expect(ids).toEqual(all.data.map((r) => r.id));
  });
});
