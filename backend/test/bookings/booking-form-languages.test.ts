import { rmSync } from 'node:fs';
import { buildPublicServer } from '../support/public-server-build';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, resetBookingThrottle } from '../catalog/fixtures';
import { bookingBody } from '../events/fixtures';

/**
 * The booking form without JavaScript under a language's prefix (/it/tours/:id/booking-request)
 * and the API's refusals of a request sent in Italian: the request is stored in that language,
 * and every refusal (a bad field, a day the tour cannot take, too many requests) is told in it.
 *
 * The page that answers a refused form is the public remote's own, from its server build (made
 * here from the source with webpack, as the server-pages tests do).
 */
jest.setTimeout(180_000);

const SITE = 'http://costiera.test';
let dir: string;
let app: TestApp;
let cookie: string;
let tourId: string;

beforeAll(async () => {
  ({ dir } = buildPublicServer('form-languages'));
  app = await startTestApp({ FRONTENDS_DIR: dir, BOOKING_REQUESTS_PER_MINUTE: '5' });
  cookie = await app.signInAsAdmin();
  const category = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, category, { title: 'Capri by Boat', max_passengers: 8 });
  // Two seats a day, and Tuesday 5 May closed by staff.
  expect((await app.request('PUT', `/api/admin/tours/${tourId}/calendar`, { cookie, body: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 2 } })).status).toBe(200);
  expect((await app.request('PUT', `/api/admin/tours/${tourId}/closed-dates/2026-05-05`, { cookie, body: { reason: 'Regatta' } })).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => resetBookingThrottle(app));

// CLOCK_START is 1 May 2026, 10:00 Rome time: the first day requests are taken for is Saturday 2 May.
const valid = { customerName: 'Giulia Rossi', customerEmail: 'giulia@example.com', customerPhone: '', date: '2026-05-04', people: '2', message: '' };
const post = (at: string, fields: Record<string, string>) =>
  app.request<string>('POST', `${at}/tours/${tourId}/booking-request`, { raw: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded', headers: { origin: SITE } });
/** The message the page shows beside `field`, as the page writes it (HTML-escaped). */
const errorOf = (html: string, field: string) => new RegExp(`id="${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1];
/** Where the page's booking form sends itself. */
const actionOf = (html: string) => /<form[^>]* action="([^"]*\/booking-request)"/.exec(html)?.[1];
const keyOf = (html: string) => /<input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
const stored = async () => Number((await app.runtime.orm.em.getConnection().execute<Array<{ n: string }>>('select count(*) as n from bookings.booking_requests where tour_id = ?', [tourId]))[0]!.n);

describe('the plain booking form under /it/', () => {
  it('stores the request in Italian (whatever the hidden field says) and redirects (303) to its status page, in Italian', async () => {
    const res = await post('/it', { ...valid, date: '2026-05-10', customerEmail: 'stored.it@example.com', language: 'en' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/booking\/traveller\/[A-Za-z0-9_-]{43}\?sent=1$/);
    const rows = await app.runtime.orm.em.getConnection().execute<Array<{ language: string }>>('select language from bookings.booking_requests where customer_email = ?', ['stored.it@example.com']);
    expect(rows).toEqual([{ language: 'it' }]);
    const page = await app.request<string>('GET', location);
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toContain('Richiesta inviata. Grazie!');
  });

  it('gives the Italian tour page\'s form a fresh idempotency key, as the English page\'s', async () => {
    const page = async (at: string) => (await app.request<string>('GET', at)).text;
    const italian = await page(`/it/tours/${tourId}?request=1`);
    expect(keyOf(italian)).toMatch(/^[0-9a-f-]{36}$/);
    expect(actionOf(italian)).toBe(`/it/tours/${tourId}/booking-request`);
    expect(keyOf(await page(`/tours/${tourId}?request=1`))).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(await page(`/it/tours/${tourId}`))).toBeUndefined();
  });

  it('tells each bad field in Italian on the Italian tour page, storing nothing', async () => {
    const before = await stored();
    const res = await post('/it', { ...valid, customerName: ' ', customerEmail: 'not-an-email', people: 'many' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="it">');
    expect(actionOf(res.text)).toBe(`/it/tours/${tourId}/booking-request`);
    expect(errorOf(res.text, 'customerName')).toBe('Compili il campo «Nome e cognome»');
    expect(errorOf(res.text, 'customerEmail')).toBe('Inserisca un indirizzo email valido');
    expect(errorOf(res.text, 'people')).toBe('«Persone» deve essere un numero intero');
    expect(await stored()).toBe(before);
  });

  it('tells a day whose requests have closed in Italian, with the nearest days, storing nothing', async () => {
    const before = await stored();
    const res = await post('/it', { ...valid, date: '2026-05-01', people: '1' });
    expect(res.status).toBe(422);
    expect(errorOf(res.text, 'date')).toBe('Le richieste per ven 1 mag si sono chiuse il gio 30 apr alle 16:00 (ora di Roma); le date più vicine che può richiedere sono sab 2 mag, dom 3 mag e lun 4 mag');
    expect(await stored()).toBe(before);
  });

  it('tells a closed day and a day without seats for the party in Italian', async () => {
    const closed = await post('/it', { ...valid, date: '2026-05-05', people: '1' });
    expect(closed.status).toBe(422);
    expect(errorOf(closed.text, 'date')).toBe('Questo tour non si svolge il giorno mar 5 mag; le date più vicine che può richiedere sono dom 3 mag, lun 4 mag e mer 6 mag');
    const full = await post('/it', { ...valid, date: '2026-05-06', people: '3' });
    expect(full.status).toBe(422);
    expect(errorOf(full.text, 'people')).toBe('Per mer 6 mag restano solo 2 posti; al momento non ci sono altre date che può richiedere per 3 persone');
    // The same in English at the English address: the spec's words, unchanged.
    const english = await post('', { ...valid, date: '2026-05-05', people: '1' });
    expect(english.text).toContain('<html lang="en">');
    expect(actionOf(english.text)).toBe(`/tours/${tourId}/booking-request`);
    expect(errorOf(english.text, 'date')).toBe('Tue 5 May is closed for this tour; the nearest dates you can request are Sun 3 May, Mon 4 May and Wed 6 May');
  });

  it('tells a traveller who sent too many requests to wait, in Italian', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i++) {
      const res = await post('/it', { ...valid, date: '2026-05-05' });
      statuses.push(res.status);
      last = res.text;
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect(/<p class="field__error" role="alert">([^<]*)<\/p>/.exec(last)?.[1]).toMatch(/^Troppe richieste di prenotazione dalla Sua connessione\. Riprovi tra \d+ second[oi]\.$/);
  });

  it('is not a form for a language the site does not have', async () => {
    const before = await stored();
    const res = await post('/de', valid);
    expect(res.status).not.toBe(303);
    expect(await stored()).toBe(before);
  });
});

describe('the booking request API in Italian', () => {
  type ApiError = { error: string; message: string; details?: Array<{ field: string; message: string }> };

  it("answers a request sent in Italian with its 422 in Italian, and one in English with the spec's English", async () => {
    const italian = await app.request<ApiError>('POST', '/api/booking-requests', { body: bookingBody(tourId, { date: '2026-05-05', people: 1, language: 'it' }) });
    expect(italian.status).toBe(422);
    const said = 'Questo tour non si svolge il giorno mar 5 mag; le date più vicine che può richiedere sono dom 3 mag, lun 4 mag e mer 6 mag';
    expect(italian.body).toEqual({ error: 'unprocessable', message: said, details: [{ field: 'date', message: said }] });

    const tooMany = await app.request<ApiError>('POST', '/api/booking-requests', { body: bookingBody(tourId, { date: '2026-05-04', people: 9, language: 'it' }) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Questo tour accetta al massimo 8 persone: ne indichi da 1 a 8');

    const english = await app.request<ApiError>('POST', '/api/booking-requests', { body: bookingBody(tourId, { date: '2026-05-04', people: 9 }) });
    expect(english.body.message).toBe('This tour takes at most 8 people; choose from 1 to 8');
    expect(english.body.details).toEqual([{ field: 'people', message: 'must be from 1 to 8' }]);
  });
});
