import { randomUUID } from 'node:crypto';
import { bookings, ApiError } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, expectShape, resetBookingThrottle } from '../catalog/fixtures';
import { BOOKING_LIMITS } from '../../src/modules/bookings';

let app: TestApp;
let cookie: string;
let tourId: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  const cat = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, cat, { title: 'Capri by Boat', location: 'Capri', duration: '8 hours', max_passengers: 6, price_from: '950' });
});
beforeEach(() => resetBookingThrottle(app));
afterAll(() => app.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Laura Bennett',
  customerEmail: 'laura@example.com',
  customerPhone: '',
  date: '2026-06-14',
  people: 2,
  message: '',
  tourId,
  ...overrides,
});
const submit = (body: unknown, headers: Record<string, string> = {}) => app.request<bookings.AdminBookingRequest & ApiError>('POST', '/api/booking-requests', { body, headers });

describe('POST /api/booking-requests', () => {
  it('stores a pending request and answers 201 with id, status and created_at (and the reference and status page: docs/spec-deviations.md#booking-sent)', async () => {
    const res = await submit(request());
    expect(res.status).toBe(201);
    expectShape(bookings.submitBookingRequest.response, res.body);
    expect(res.body.status).toBe('pending');
    expect(Object.keys(res.body).sort()).toEqual(['created_at', 'id', 'reference', 'status', 'status_url']);
    const stored = await app.request<{ data: bookings.AdminBookingRequest[] }>('GET', '/api/admin/booking-requests', { cookie });
    expect(stored.body.data.find((r) => r.id === res.body.id)).toMatchObject({ customer_phone: null, message: null, people: 2, date: '2026-06-14' });
  });

  it('names missing required fields with 400', async () => {
    const res = await submit({ tourId });
    expect(res.status).toBe(400);
    expect(res.body.details!.map((d) => d.field).sort()).toEqual(['customerEmail', 'customerName', 'date', 'people']);
  });

  it.each([
    [{ customerEmail: 'not-an-email' }, 'Email address must be a valid email address'],
    [{ date: '2026-02-30' }, 'Preferred date must be a date (YYYY-MM-DD)'],
    [{ date: '14/06/2026' }, 'Preferred date must be a date (YYYY-MM-DD)'],
    [{ people: 0 }, 'People must be between 1 and 1000'],
    [{ people: 2.5 }, 'People must be a whole number'],
    [{ people: '2' }, 'People must be a whole number'],
    [{ customerPhone: '1'.repeat(41) }, 'Phone must be at most 40 characters'],
    [{ message: 'x'.repeat(2001) }, 'Special requests must be at most 2000 characters'],
    [{ status: 'confirmed' }, 'Unknown field "status"'],
  ])('refuses %p with 400: %s', async (override, message) => {
    const res = await submit(request(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(['a..b@example.com', '.anna@example.com', 'anna.@example.com', 'x@-example-.com', 'x@example-.com', 'x@exa_mple.com', 'x@example', 'x@example.c', 'x@example.123', 'x@example..com', 'x@example.com.', 'a@b@example.com', 'anna maria@example.com'])(
    'refuses %s, an address mail servers refuse, at the customerEmail field and stores nothing',
    async (customerEmail) => {
      const before = await app.request<{ pagination: { total: number } }>('GET', '/api/admin/booking-requests', { cookie });
      const res = await submit(request({ customerEmail }));
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: 'customerEmail', message: 'Email address must be a valid email address' }]);
      const after = await app.request<{ pagination: { total: number } }>('GET', '/api/admin/booking-requests', { cookie });
      expect(after.body.pagination.total).toBe(before.body.pagination.total);
    },
  );

  it('accepts the addresses mail servers take', async () => {
    for (const customerEmail of ["o'brien+capri@mail.example.co.uk", 'anna-maria_93@xn--sorrento-caf-zkb.it', 'giulia@positano.travel', 'm.rossi@1-tours.example.com']) {
      const res = await submit(request({ customerEmail }));
      expect({ customerEmail, status: res.status }).toEqual({ customerEmail, status: 201 });
    }
  });

  it("refuses more people than the tour's max passengers (422)", async () => {
    const res = await submit(request({ people: 7 }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'unprocessable', message: 'This tour takes at most 6 people; choose from 1 to 6', details: [{ field: 'people', message: 'must be from 1 to 6' }] });
    expect((await submit(request({ people: 6 }))).status).toBe(201);
  });

  it('refuses a tour that does not exist (422, naming tourId)', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await submit(request({ tourId: id }));
      expect(res.status).toBe(422);
      expect(res.body.details).toEqual([{ field: 'tourId', message: 'Tour not found' }]);
    }
  });

  it('refuses malformed JSON (400), a non-JSON body (415) and an oversized body (413)', async () => {
    const bad = await app.request<ApiError>('POST', '/api/booking-requests', { raw: '{"customerName":', contentType: 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body is not valid JSON');
    const form = await app.request('POST', '/api/booking-requests', { raw: 'customerName=x', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const huge = await submit(request({ message: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect((await submit([request()])).status).toBe(400);
    expect((await submit('text')).status).toBe(400);
  });

  it(`throttles a client address after ${BOOKING_LIMITS.perAddress} requests a minute (429 with Retry-After)`, async () => {
    // docs/spec-deviations.md#request-throttling
    for (let i = 0; i < BOOKING_LIMITS.perAddress; i++) expect((await submit(request())).status).toBe(201);
    const res = await submit(request());
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('too_many_requests');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(BOOKING_LIMITS.windowSeconds);
  });
});

describe('admin booking requests', () => {
  let listApp: TestApp;
  let c: string;
  let tour: string;
  const ids: string[] = [];
  beforeAll(async () => {
    listApp = await startTestApp();
    c = await listApp.signInAsAdmin();
    const cat = await createCategory(listApp, c, { name: 'Cooking', slug: 'cooking-class', type: 'tour' });
    tour = await createTour(listApp, c, cat, { title: 'Pasta Class', location: 'Positano', duration: '3 hours', max_passengers: 10, price_from: '95.5' });
    for (let i = 1; i <= 13; i++) {
      if (i % BOOKING_LIMITS.perAddress === 0) await resetBookingThrottle(listApp);
      const res = await listApp.request<{ id: string }>('POST', '/api/booking-requests', { body: { customerName: `Guest ${String(i).padStart(2, '0')}`, customerEmail: `guest${i}@example.com`, date: '2026-07-01', people: 1 + (i % 4), tourId: tour } });
      ids.push(res.body.id);
    }
    for (const id of ids.slice(0, 3)) await listApp.request('PUT', `/api/admin/booking-requests/${id}`, { cookie: c, body: { status: 'confirmed' } });
    await listApp.request('PUT', `/api/admin/booking-requests/${ids[3]}`, { cookie: c, body: { status: 'cancelled' } });
  });
  afterAll(() => listApp.close());

  it('lists 10 per page, newest first, each with the tour info of the details dialog', async () => {
    const res = await listApp.request<{ data: bookings.AdminBookingRequest[]; pagination: unknown }>('GET', '/api/admin/booking-requests', { cookie: c });
    expect(res.status).toBe(200);
    expectShape(bookings.listBookingRequests.response, res.body);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 13, pages: 2 });
    expect(res.body.data[0]!.customer_name).toBe('Guest 13');
    expect(res.body.data[0]!.tour).toEqual({ id: tour, title: 'Pasta Class', location: 'Positano', duration: '3 hours', price_from: '95.50', currency: 'EUR', max_passengers: 10, provider_name: 'Capri Blue Charters', provider_emails: [] });
    const last = await listApp.request<{ data: bookings.AdminBookingRequest[] }>('GET', '/api/admin/booking-requests?page=2', { cookie: c });
    expect(last.body.data.map((r) => r.customer_name)).toEqual(['Guest 03', 'Guest 02', 'Guest 01']);
    const empty = await listApp.request<{ data: unknown[]; pagination: unknown }>('GET', '/api/admin/booking-requests?page=5', { cookie: c });
    expect(empty.body).toEqual({ data: [], pagination: { page: 5, limit: 10, total: 13, pages: 2 } });
  });

  it('filters by status (pending, confirmed, cancelled, all) and searches name or email', async () => {
    // docs/spec-deviations.md#admin-search
    const total = async (q: string) => (await listApp.request<{ pagination: { total: number } }>('GET', `/api/admin/booking-requests?${q}`, { cookie: c })).body.pagination.total;
    expect(await total('status=pending')).toBe(9);
    expect(await total('status=confirmed')).toBe(3);
    expect(await total('status=cancelled')).toBe(1);
    expect(await total('status=all')).toBe(13);
    expect(await total('search=guest12%40example')).toBe(1);
    // A first page that is full is counted; one that is not is its own count.
    const pages = async (q: string) => {
      const res = await listApp.request<{ data: unknown[]; pagination: unknown }>('GET', `/api/admin/booking-requests?${q}`, { cookie: c });
      return [res.body.data.length, res.body.pagination];
    };
    expect(await pages('search=guest')).toEqual([10, { page: 1, limit: 10, total: 13, pages: 2 }]);
    expect(await pages('search=guest&page=2')).toEqual([3, { page: 2, limit: 10, total: 13, pages: 2 }]);
    expect(await pages('status=pending&search=guest')).toEqual([9, { page: 1, limit: 10, total: 9, pages: 1 }]);
    expect(await pages('search=nobody')).toEqual([0, { page: 1, limit: 10, total: 0, pages: 0 }]);
    expect((await listApp.request('GET', '/api/admin/booking-requests?status=paid', { cookie: c })).status).toBe(400);
  });

  it('changes the status to any of the three values, and refuses others with 400', async () => {
    const id = ids[5]!;
    for (const status of ['confirmed', 'cancelled', 'pending'] as const) {
      const res = await listApp.request<bookings.AdminBookingRequest>('PUT', `/api/admin/booking-requests/${id}`, { cookie: c, body: { status } });
      expect(res.status).toBe(200);
      expectShape(bookings.changeBookingStatus.response, res.body);
      expect(res.body.status).toBe(status);
    }
    for (const status of ['paid', '', 'PENDING', null]) {
      const res = await listApp.request<ApiError>('PUT', `/api/admin/booking-requests/${id}`, { cookie: c, body: { status } });
      expect(res.status).toBe(400);
    }
    const events = await listApp.runtime.orm.em.getConnection().execute<Array<{ name: string; payload: Record<string, string> }>>(
      `select name, payload from messaging.outbox where payload->>'bookingRequestId' = ? order by occurred_at`,
      [id],
    );
    expect(events.map((e) => e.name)).toEqual(['bookings.booking-request.submitted.v1', ...Array(3).fill('bookings.booking-request.status-changed.v1')]);
    expect(events[1]!.payload).toMatchObject({ from: 'pending', to: 'confirmed' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'abc']) {
      expect((await listApp.request('PUT', `/api/admin/booking-requests/${id}`, { cookie: c, body: { status: 'confirmed' } })).status).toBe(404);
      expect((await listApp.request('DELETE', `/api/admin/booking-requests/${id}`, { cookie: c })).status).toBe(404);
    }
  });

  it('deletes a request (204)', async () => {
    const id = ids[12]!;
    expect((await listApp.request('DELETE', `/api/admin/booking-requests/${id}`, { cookie: c })).status).toBe(204);
    expect((await listApp.request('DELETE', `/api/admin/booking-requests/${id}`, { cookie: c })).status).toBe(404);
  });

  it('keeps requests whose tour was deleted, with tour null', async () => {
    const cat = await createCategory(listApp, c, { name: 'Rentals', slug: 'rent-scooter', type: 'tour' });
    const gone = await createTour(listApp, c, cat);
    await resetBookingThrottle(listApp);
    const req = await listApp.request<{ id: string }>('POST', '/api/booking-requests', { body: { customerName: 'Late', customerEmail: 'late@example.com', date: '2026-08-01', people: 1, tourId: gone } });
    await listApp.request('DELETE', `/api/admin/tours/${gone}`, { cookie: c });
    const res = await listApp.request<{ data: bookings.AdminBookingRequest[] }>('GET', '/api/admin/booking-requests?search=late', { cookie: c });
    expectShape(bookings.listBookingRequests.response, res.body);
    expect(res.body.data).toEqual([expect.objectContaining({ id: req.body.id, tour_id: gone, tour: null })]);
  });

  it('requires an admin', async () => {
    expect((await listApp.request('GET', '/api/admin/booking-requests')).status).toBe(401);
  });
});

// docs/spec-deviations.md#booking-window
describe('requests no provider can answer in time are refused', () => {
  // 23:30 Rome time on Wednesday 25 November 2026: tomorrow's requests closed at 16:00.
  let late: TestApp;
  let lateTour: string;
  beforeAll(async () => {
    late = await startTestApp({ CLOCK_START: '2026-11-25T22:30:00Z' });
    const admin = await late.signInAsAdmin();
    const cat = await createCategory(late, admin, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
    lateTour = await createTour(late, admin, cat, { title: 'Capri by Boat', max_passengers: 6 });
  });
  afterAll(() => late.close());

  const count = async (sql: string) => Number((await late.runtime.orm.em.getConnection().execute<Array<{ n: string }>>(sql))[0]!.n);
  const post = (date: string) => late.request<ApiError>('POST', '/api/booking-requests', { body: request({ tourId: lateTour, date }) });

  it('tells which dates can be requested: GET /api/booking-window, on the Rome clock', async () => {
    const res = await late.request('GET', '/api/booking-window');
    expect(res.status).toBe(200);
    expectShape(bookings.getBookingWindow.response, res.body);
    expect(res.body).toEqual({ firstDate: '2026-11-27', lastDate: '2028-05-28', timeZone: 'Europe/Rome' });
    const openapi = await late.request<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(Object.keys(openapi.body.paths)).toContain('/api/booking-window');
  });

  it.each([
    ['2026-11-26', 'Requests for Thu 26 Nov closed at 16:00 Rome time; the nearest dates you can request for 2 people are Fri 27 Nov, Sat 28 Nov and Sun 29 Nov'],
    ['2026-11-25', 'Requests for Wed 25 Nov closed on Tue 24 Nov at 16:00 Rome time; the nearest dates you can request for 2 people are Fri 27 Nov, Sat 28 Nov and Sun 29 Nov'],
    ['2020-01-01', 'Wed 1 Jan 2020 is in the past; the nearest dates you can request for 2 people are Fri 27 Nov, Sat 28 Nov and Sun 29 Nov'],
    ['9999-12-31', 'Fri 31 Dec 9999 is too far ahead; the last date you can request is Sun 28 May 2028'],
  ])('refuses %s with 422 on the date field, storing nothing', async (date, message) => {
    const requests = await count('select count(*) as n from bookings.booking_requests');
    const events = await count('select count(*) as n from messaging.outbox');
    const res = await post(date);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'unprocessable', message, details: [{ field: 'date', message }] });
    expect(await count('select count(*) as n from bookings.booking_requests')).toBe(requests);
    expect(await count('select count(*) as n from messaging.outbox')).toBe(events);
  });

  it('takes the first and the last date of the window', async () => {
    expect((await post('2026-11-27')).status).toBe(201);
    expect((await post('2028-05-28')).status).toBe(201);
  });
});
