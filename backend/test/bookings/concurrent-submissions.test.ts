import type { bookings } from '@costiera/contracts';
import { SubmitBookingRequest } from '../../src/modules/bookings';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, resetBookingThrottle } from '../catalog/fixtures';

/** Booking requests that arrive together: each answer is its own, and the per-status counters stay exact. */
let app: TestApp;
let cookie: string;
let tourId: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  const cat = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, cat, { title: 'Capri by Boat', max_passengers: 6 });
});
beforeEach(() => resetBookingThrottle(app));
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
      Object.fromEntries((await app.runtime.orm.em.getConnection().execute<Array<{ status: string; total: string }>>('select status, total from bookings.status_counts')).map((r) => [r.status, Number(r.total)]));
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
