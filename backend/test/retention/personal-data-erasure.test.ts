import { parse } from 'csv-parse/sync';
import { bookings } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { ErasePastPersonalData } from '../../src/modules/bookings/application/erase-personal-data/erase-personal-data.commands';
import { bookingsSettings } from '../../src/modules/bookings/settings';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { TestClock, historyOf, linkAfter, postForm } from '../bookings/booking-links';
import { expectShape } from '../catalog/fixtures';

/**
 * A traveller's personal data is erased PERSONAL_DATA_RETENTION_DAYS after the tour date (the
 * clock moved forward), or when they ask from their status page; the request keeps its facts,
 * and its emails and pages keep working without them.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
const clock = new TestClock();
const PROVIDER = 'captain@capri-blue.test';

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' }, { clock });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, PROVIDER);
});
afterEach(() => clock.reset());
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const COLUMNS = `id, tour_id, customer_name, customer_email, customer_phone, message, to_char(date, 'YYYY-MM-DD') as date, people, status, language,
  created_at, updated_at, decided_by, decided_at, personal_data_erased_at`;
const rowOf = async (id: string) => (await app.runtime.orm.em.getConnection().execute<Array<Record<string, unknown>>>(`select ${COLUMNS} from bookings.booking_requests where id = ?`, [id]))[0]!;
/** The audit trail's entries about a request. */
const auditOf = (id: string) =>
  app.runtime.orm.em.getConnection().execute<Array<{ actor_name: string; kind: string; action: string; item_label: string; changes: unknown }>>(
    'select actor_name, kind, action, item_label, changes from audit.entries where item_id = ? order by seq', [id]);
const mailsTo = (address: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => m.to.includes(address));

/** A request with its acknowledgement received and every delivery done; answers its id and the traveller's status page. */
async function request(overrides: Record<string, unknown>): Promise<{ id: string; reference: string; page: string }> {
  const { id, reference } = await submitBooking(app, tourId, overrides);
  const [ack] = mailsTo(String(overrides.customerEmail), await sink.waitFor((r) => mailsTo(String(overrides.customerEmail), r).length >= 1));
  await eventsSettled(app);
  return { id, reference, page: linkAfter(ack!, overrides.language === 'it' ? 'Può seguire la richiesta' : 'Follow your request') };
}

describe('the retention sweep', () => {
  it('erases name, email, phone and message a year after the tour date, keeps the facts, and touches no other request', async () => {
    const old = await request({ date: '2026-06-14', customerName: 'Giulia Esposito', customerEmail: 'giulia@example.com', customerPhone: '+39 081 555 0101', message: 'Vegetarian lunch, please', people: 3 });
    const later = await request({ date: '2026-09-01', customerName: 'Marco Russo', customerEmail: 'marco@example.com', customerPhone: '+39 081 555 0102', message: 'Two children' });
    expect((await app.request('PUT', `/api/admin/booking-requests/${old.id}`, { cookie, body: { status: 'confirmed' }, headers: { origin: app.baseUrl } })).status).toBe(200);
    await sink.waitFor((r) => mailsTo('giulia@example.com', r).length >= 2);
    await eventsSettled(app);
    const [oldBefore, laterBefore] = [await rowOf(old.id), await rowOf(later.id)];
    const timelineBefore = await historyOf(app, old.id);
    expect(timelineBefore.some((e) => e.detail?.includes('giulia@example.com'))).toBe(true);
    const stats = (await app.request<{ totalBookingRequests: number; pendingBookingRequests: number }>('GET', '/api/admin/dashboard-stats', { cookie })).body;

    // Through the whole 365th day after the tour date the data stays.
    clock.moveTo('2027-06-14T21:00:00Z');
    expect(await app.runtime.commands.execute(new ErasePastPersonalData())).toBe(0);
    clock.moveTo('2027-06-15T22:30:00Z');
    expect(await app.runtime.commands.execute(new ErasePastPersonalData())).toBe(1);
    expect(await app.runtime.commands.execute(new ErasePastPersonalData())).toBe(0);

    const erased = await rowOf(old.id);
    expect(erased).toEqual({ ...oldBefore, customer_name: '', customer_email: '', customer_phone: null, message: null, personal_data_erased_at: expect.stringMatching(/^2027-06-15 22:30:01/) });
    expect(await rowOf(later.id)).toEqual(laterBefore);
    // The audit trail records the erasure, by the system, naming the fields and not what they held.
    const trail = (await auditOf(old.id)).filter((e) => e.action.startsWith('erase'));
    expect(trail).toEqual([{ actor_name: 'system', kind: 'booking-request', action: 'erase', item_label: old.reference, changes: expect.any(Array) }]);
    expect((trail[0]!.changes as Array<{ field: string }>).map((c) => c.field)).toEqual(['customer_name', 'customer_email', 'customer_phone', 'message']);
    expect(JSON.stringify(trail)).not.toMatch(/Giulia|giulia@|555 0101|Vegetarian/);
    expect((await auditOf(later.id)).filter((e) => e.action.startsWith('erase'))).toEqual([]);
    // The timeline keeps every line, without the traveller's address.
    const timeline = await historyOf(app, old.id);
    expect(timeline.map((e) => e.kind)).toEqual(timelineBefore.map((e) => e.kind));
    expect(JSON.stringify(timeline)).not.toContain('giulia@example.com');

    // The statistics count it as before; the admin list and its export show it without a name.
    await eventsSettled(app);
    const after = (await app.request<{ totalBookingRequests: number; pendingBookingRequests: number; recentBookingRequests?: unknown }>('GET', '/api/admin/dashboard-stats', { cookie })).body;
    expect([after.totalBookingRequests, after.pendingBookingRequests]).toEqual([stats.totalBookingRequests, stats.pendingBookingRequests]);
    expect(JSON.stringify(after)).not.toContain('Giulia');
    const csv = await fetch(`${app.baseUrl}/api/admin/exports/booking-requests.csv`, { headers: { cookie } });
    const rows = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ customer_name: '', customer_email: '', customer_phone: '', message: '', people: '3', status: 'confirmed', date: '2026-06-14' });

    // Its pages and emails still work: the status page opens; a later decision reaches the provider and nobody else.
    const page = await app.request<string>('GET', old.page);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your personal data has been deleted from this request.');
    expect(page.text).not.toContain('Giulia');
    const received = sink.received.length;
    expect((await app.request('PUT', `/api/admin/booking-requests/${old.id}`, { cookie, body: { status: 'cancelled' }, headers: { origin: app.baseUrl } })).status).toBe(200);
    await sink.waitFor((r) => mailsTo(PROVIDER, r.slice(received)).length >= 1);
    await eventsSettled(app);
    expect(sink.received.slice(received).flatMap((m) => m.to)).toEqual([PROVIDER]);
    const failed = (await app.runtime.orm.em.getConnection().execute<Array<{ n: number }>>(
      `select count(*)::int as n from bookings.booking_history where booking_request_id = ? and kind = 'email-refused'`, [old.id]))[0]!.n;
    expect(failed).toBe(0);
  });

  it('is 365 days by default', () => {
    expect(app.config.of(bookingsSettings).personalDataRetentionDays).toBe(365);
  });
});

describe('"Delete my data" on the traveller\'s status page', () => {
  it('is offered only once the tour date has passed or the request is cancelled; before that the post is refused and nothing changes', async () => {
    const { id, page } = await request({ date: '2026-06-20', customerName: 'Anna Bianchi', customerEmail: 'anna@example.com' });
    const before = await rowOf(id);
    const shown = await app.request<string>('GET', page);
    expect(shown.text).not.toContain('Delete my data');
    expect((await app.request<string>('GET', `${page}/erase`)).text).toContain('Your data can be deleted once the tour date has passed or the request is cancelled.');
    const refused = await postForm(app, `${page}/erase`);
    expect(refused.status).toBe(409);
    expect(await rowOf(id)).toEqual(before);
    expect((await auditOf(id)).filter((e) => e.action.startsWith('erase'))).toEqual([]);

    // The day after the tour date it is offered.
    clock.moveTo('2026-06-21T08:00:00Z');
    expect((await app.request<string>('GET', page)).text).toContain(`href="${page}/erase"`);
  });

  it('asks to confirm, refuses a post from another site, then erases and says so (the request cancelled)', async () => {
    const { id, page } = await request({ date: '2026-07-02', customerName: 'Luca Ferri', customerEmail: 'luca@example.com', customerPhone: '+39 333 1234567', message: 'Window seat' });
    expect((await postForm(app, `${page}/cancel`)).status).toBe(200);
    await eventsSettled(app);
    const offered = await app.request<string>('GET', page);
    expect(offered.text).toContain('Delete my data');
    expect(offered.text).toContain(`href="${page}/erase"`);

    // The confirmation step: a GET never erases.
    const confirm = await app.request<string>('GET', `${page}/erase`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('This deletes your name, email address, phone number and message from this request.');
    expect(confirm.text).toContain(`<form method="post" action="${page}/erase">`);
    expect((await rowOf(id)).customer_name).toBe('Luca Ferri');

    const forged = await postForm(app, `${page}/erase`, {}, { origin: 'https://elsewhere.example' });
    expect(forged.status).toBe(403);
    expect((await rowOf(id)).customer_email).toBe('luca@example.com');

    const done = await postForm(app, `${page}/erase`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your personal data has been deleted.');
    expect(done.text).not.toContain('Luca');
    expect(await rowOf(id)).toMatchObject({ customer_name: '', customer_email: '', customer_phone: null, message: null, status: 'cancelled', date: '2026-07-02', personal_data_erased_at: expect.stringMatching(/^2026-05-01 08:/) });

    const trail = (await auditOf(id)).filter((e) => e.action.startsWith('erase'));
    expect(trail.map((e) => [e.actor_name, e.action])).toEqual([['system', 'erase-on-request']]);
    expect(JSON.stringify(trail)).not.toMatch(/Luca|luca@|1234567|Window seat/);

    // Afterwards the page says the data is gone, and offers nothing more; a second post changes nothing.
    const again = await app.request<string>('GET', page);
    expect(again.text).toContain('Your personal data has been deleted from this request.');
    expect(again.text).not.toContain(`href="${page}/erase"`);
    const erasedAt = (await rowOf(id)).personal_data_erased_at;
    expect((await postForm(app, `${page}/erase`)).status).toBe(200);
    expect((await rowOf(id)).personal_data_erased_at).toEqual(erasedAt);
    expect((await auditOf(id)).filter((e) => e.action.startsWith('erase'))).toHaveLength(1);
  });

  it('speaks Italian to an Italian traveller', async () => {
    const { page } = await request({ date: '2026-07-03', customerName: 'Sofia Romano', customerEmail: 'sofia@example.com', language: 'it' });
    expect((await postForm(app, `${page}/cancel`)).status).toBe(200);
    expect((await app.request<string>('GET', page)).text).toContain('Elimina i miei dati');
    expect((await postForm(app, `${page}/erase`)).text).toContain('I Suoi dati personali sono stati eliminati.');
  });
});

// docs/spec-deviations.md#erased-personal-data
describe("the admin's answers about an erased request", () => {
  type Page = { data: bookings.AdminBookingRequest[] };
  /** The admin list's answer for one request, found by its reference (its name may be gone). */
  const listed = async (reference: string) => {
    const res = await app.request<Page>('GET', `/api/admin/booking-requests?search=${reference}`, { cookie });
    expect(res.status).toBe(200);
    expectShape(bookings.listBookingRequests.response, res.body);
    expect(res.body.data).toHaveLength(1);
    return res.body.data[0]!;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await app.request<bookings.AdminBookingRequest>('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status }, headers: { origin: app.baseUrl } });
    expect(res.status).toBe(200);
    expectShape(bookings.changeBookingStatus.response, res.body);
    return res.body;
  };
  const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

  it('carry personal_data_erased_at once the retention sweep erased it, null before and for the others', async () => {
    const due = await request({ date: '2026-06-05', customerName: 'Paola Conte', customerEmail: 'paola@example.com', customerPhone: '+39 081 555 0199' });
    const kept = await request({ date: '2026-10-10', customerName: 'Nadia Galli', customerEmail: 'nadia@example.com' });
    expect(await listed(due.reference)).toMatchObject({ customer_name: 'Paola Conte', personal_data_erased_at: null });

    clock.moveTo('2027-06-06T22:30:00Z');
    expect(await app.runtime.commands.execute(new ErasePastPersonalData())).toBeGreaterThanOrEqual(1);
    const erasedAt = (await listed(due.reference)).personal_data_erased_at;
    expect(erasedAt).toMatch(ISO);
    expect(erasedAt).toMatch(/^2027-06-06T22:30:/);
    // The very instant stored, to the millisecond.
    const [same] = await app.runtime.orm.em.getConnection().execute<Array<{ same: boolean }>>(
      'select personal_data_erased_at = ?::timestamptz as same from bookings.booking_requests where id = ?', [erasedAt, due.id]);
    expect(same).toEqual({ same: true });
    expect(await listed(due.reference)).toMatchObject({ customer_name: '', customer_email: '', customer_phone: null, message: null, date: '2026-06-05', status: 'pending' });
    // The request's own answer (after a change of status) carries it too; the other request holds its data.
    expect(await setStatus(due.id, 'cancelled')).toMatchObject({ id: due.id, status: 'cancelled', customer_name: '', personal_data_erased_at: erasedAt });
    expect(await listed(kept.reference)).toMatchObject({ customer_name: 'Nadia Galli', personal_data_erased_at: null });
    expect(await setStatus(kept.id, 'confirmed')).toMatchObject({ customer_name: 'Nadia Galli', personal_data_erased_at: null });
    // The export keeps its columns, the erased cells empty.
    const csv = await fetch(`${app.baseUrl}/api/admin/exports/booking-requests.csv?search=${due.reference}`, { headers: { cookie } });
    const rows = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toEqual([...bookings.BOOKING_EXPORT_COLUMNS]);
    expect(rows[0]).toMatchObject({ customer_name: '', customer_email: '', customer_phone: '', message: '' });
  });

  it('carry personal_data_erased_at once the traveller asked for the erasure', async () => {
    const { id, reference, page } = await request({ date: '2026-07-04', customerName: 'Elena Greco', customerEmail: 'elena@example.com' });
    expect((await postForm(app, `${page}/cancel`)).status).toBe(200);
    expect((await listed(reference)).personal_data_erased_at).toBeNull();
    clock.moveTo('2026-05-03T09:15:00Z');
    expect((await postForm(app, `${page}/erase`)).status).toBe(200);
    const erasedAt = (await listed(reference)).personal_data_erased_at;
    expect(erasedAt).toMatch(/^2026-05-03T09:15:/);
    expect(await setStatus(id, 'confirmed')).toMatchObject({ personal_data_erased_at: erasedAt, customer_email: '' });
  });
});
