import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { bookings } from '@costiera/contracts';
import { createHttpApp } from '../../src/site/app';
import { createRuntime } from '../../src/site/runtime';
import { SweepBookingDeadlines } from '../../src/modules/bookings';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, resetBookingThrottle } from '../catalog/fixtures';
import { bookingBody } from '../events/fixtures';
import { TestClock } from './booking-links';

/**
 * What a traveller is told once a request is sent: the answer names the request's reference and
 * status page; the same Idempotency-Key stores one request however often (and however
 * simultaneously) it is sent; the plain form redirects to the status page (Post/Redirect/Get);
 * the status page states where the request stands.
 */
const clock = new TestClock();
let app: TestApp;
let cookie: string;
let tourId: string;
beforeAll(async () => {
  clock.moveTo('2026-09-01T08:00:00Z', 0);
  app = await startTestApp({ BOOKING_REQUESTS_PER_MINUTE: '1000' }, { clock });
  cookie = await app.signInAsAdmin();
  const cat = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, cat, { title: 'Capri by Boat', max_passengers: 6 });
});
beforeEach(() => resetBookingThrottle(app));
afterAll(() => app.close());

const request = (overrides: Record<string, unknown> = {}) => bookingBody(tourId, overrides);
type Answer = bookings.BookingRequestReceipt & { error?: string; message?: string };
const submit = (body: unknown, key?: string, on: { request: TestApp['request'] } = app) =>
  on.request<Answer>('POST', '/api/booking-requests', { body, headers: key ? { 'idempotency-key': key } : {} });
const count = async (sql: string, params: unknown[] = []) => Number((await app.runtime.orm.em.getConnection().execute<Array<{ n: string }>>(sql, params))[0]!.n);
const requestsBy = (email: string) => count('select count(*) as n from bookings.booking_requests where customer_email = ?', [email]);
const pathOf = (url: string) => new URL(url).pathname;

describe('the answer to a booking request', () => {
  it('names the short reference and the traveller status page, beside the spec fields', async () => {
    const res = await submit(request({ customerEmail: 'answer@example.com' }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['created_at', 'id', 'reference', 'status', 'status_url']);
    expect(res.body.reference).toMatch(/^CST-[0-9CFHJKMNPRTVXY]{7}$/);
    expect(bookings.referenceChecks(res.body.reference.slice(4))).toBe(true);
    expect(res.body.status_url).toMatch(/^http:\/\/costiera\.test\/booking\/traveller\/[A-Za-z0-9_-]{43}$/);
    const page = await app.request<string>('GET', pathOf(res.body.status_url));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Waiting for the provider&#39;s answer');
    expect(page.text).toContain(`<dt>Reference</dt><dd>${res.body.reference}</dd>`);
  });
});

describe('Idempotency-Key on POST /api/booking-requests', () => {
  it('answers the same key and body again with the first request, and stores nothing new', async () => {
    const key = randomUUID();
    const body = request({ customerEmail: 'twice@example.com' });
    const first = await submit(body, key);
    expect(first.status).toBe(201);
    const tokens = await count('select count(*) as n from bookings.booking_tokens where booking_request_id = ?', [first.body.id]);
    const again = await submit(body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await requestsBy('twice@example.com')).toBe(1);
    expect(await count('select count(*) as n from bookings.booking_tokens where booking_request_id = ?', [first.body.id])).toBe(tokens);
  });

  it('refuses the same key with another body (422, a clear message) and stores nothing', async () => {
    const key = randomUUID();
    expect((await submit(request({ customerEmail: 'other@example.com' }), key)).status).toBe(201);
    const changed = await submit(request({ customerEmail: 'other@example.com', people: 3 }), key);
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('This Idempotency-Key was already used for a different booking request: send the new request with a new key');
    expect(await requestsBy('other@example.com')).toBe(1);
  });

  it('stores a request per send without a key, and refuses a malformed key with 400', async () => {
    expect((await submit(request({ customerEmail: 'nokey@example.com' }))).status).toBe(201);
    expect((await submit(request({ customerEmail: 'nokey@example.com' }))).status).toBe(201);
    expect(await requestsBy('nokey@example.com')).toBe(2);
    const bad = await submit(request({ customerEmail: 'badkey@example.com' }), 'a key with spaces');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
    expect(await requestsBy('badkey@example.com')).toBe(0);
  });

  it('answers a key for a day; then refuses it (409) until the sweep forgets it', async () => {
    const key = randomUUID();
    const body = request({ customerEmail: 'daylong@example.com', date: '2026-10-20' });
    const first = await submit(body, key);
    clock.advance(23 * 3600_000);
    expect((await submit(body, key)).body.id).toBe(first.body.id);
    clock.advance(3600_000);
    const late = await submit(body, key);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This Idempotency-Key was used more than a day ago: send the request with a new key');
    await app.runtime.commands.execute(new SweepBookingDeadlines());
    const anew = await submit(body, key);
    expect(anew.status).toBe(201);
    expect(anew.body.id).not.toBe(first.body.id);
    expect(await requestsBy('daylong@example.com')).toBe(2);
  });

  it('stores one request when one key is sent at the same moment to two api processes on one database', async () => {
    const second = await createRuntime(app.config, { clock });
    const server: Server = await new Promise((resolve) => {
      const s = createHttpApp(second).koa.listen(0, '127.0.0.1', () => resolve(s));
    });
    const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const key = randomUUID();
      const body = request({ customerEmail: 'together@example.com' });
      const viaOther = () =>
        fetch(`${other}/api/booking-requests`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as Answer,
        }));
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? submit(body, key) : viaOther())));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.status_url)).size).toBe(1);
      expect(await requestsBy('together@example.com')).toBe(1);
      expect(await count('select count(*) as n from bookings.idempotency_keys k join bookings.booking_requests r on r.id = k.booking_request_id where r.customer_email = ?', ['together@example.com'])).toBe(1);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await second.close();
    }
  });
});

describe('the booking form sent without JavaScript', () => {
  const SITE = 'http://costiera.test';
  const post = (fields: Record<string, string>) =>
    app.request('POST', `/tours/${tourId}/booking-request`, { raw: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded', headers: { origin: SITE } });
  const fields = (email: string, key: string) => ({ customerName: 'Ann Lee', customerEmail: email, customerPhone: '', date: '2026-09-21', people: '3', message: '', idempotencyKey: key });

  it('answers a stored request with a 303 to its status page, which a refresh only reads again', async () => {
    const sent = await post(fields('prg@example.com', randomUUID()));
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(/^\/booking\/traveller\/[A-Za-z0-9_-]{43}\?sent=1$/);
    for (let i = 0; i < 2; i++) {
      const page = await app.request<string>('GET', location);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Request sent. Thank you! The provider will contact you by email to confirm your booking.');
      expect(page.text).toContain('Capri by Boat');
      expect(page.text).toContain('3 people');
    }
    expect(await requestsBy('prg@example.com')).toBe(1);
  });

  it('stores one request when the form is sent twice with its key', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([post(fields('double@example.com', key)), post(fields('double@example.com', key))]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get('location')).toBe(b.headers.get('location'));
    expect(await requestsBy('double@example.com')).toBe(1);
  });
});

describe("the traveller's status page", () => {
  it('states a confirmed request plainly, not as "already confirmed"', async () => {
    const sent = await submit(request({ customerEmail: 'confirmed@example.com', date: '2026-09-25' }));
    expect((await app.request('PUT', `/api/admin/booking-requests/${sent.body.id}`, { cookie, body: { status: 'confirmed' } })).status).toBe(200);
    const page = await app.request<string>('GET', pathOf(sent.body.status_url));
    expect(page.text).toContain('Confirmed: the provider expects you on Friday 25 September 2026.');
    expect(page.text).not.toContain('already');
  });

  it('tells a withdrawn request from a declined one', async () => {
    const sent = await submit(request({ customerEmail: 'withdrawn@example.com' }));
    const page = pathOf(sent.body.status_url);
    expect((await app.request('POST', `${page}/cancel`, { raw: '', contentType: 'application/x-www-form-urlencoded', headers: { origin: 'http://costiera.test' } })).status).toBe(200);
    expect((await app.request<string>('GET', page)).text).toMatch(/Withdrawn: you cancelled this request on \w{3} \d{1,2} \w{3} \d{4} at \d{2}:\d{2}/);
  });
});
