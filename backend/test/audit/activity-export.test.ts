import { parse } from 'csv-parse/sync';
import { audit } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { DecideBookingRequest } from '../../src/modules/bookings';
import { startTestApp, type TestApp } from '../support/test-app';
import { FAST_EVENTS_ENV, eventually, startTestWorker } from '../support/events';
import { createCategory, createTour, tourBody } from '../catalog/fixtures';

let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
let requestId: string;

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The raw bytes of an answer (fetch's text() would drop the byte order mark). */
async function download(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${app.baseUrl}${path}`, { headers: { cookie } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const rowsOf = (bytes: Buffer): string[][] => parse(bytes, { bom: true });

beforeAll(async () => {
  app = await startTestApp({ ...FAST_EVENTS_ENV, BOOKING_REQUESTS_PER_MINUTE: '1000' });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  const category = await createCategory(app, cookie, { name: 'Boat tours', slug: 'boat-tours', type: 'tour' });
  // A title that a spreadsheet would read as a formula: the export must neutralise it.
  tourId = await createTour(app, cookie, category, { title: '=HYPERLINK("http://evil.test","Capri")' });
  await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: tourBody(category, { title: '=HYPERLINK("http://evil.test","Capri")', description: 'Città e mare.\nNuotate a Capri.' }) });
  const submitted = await app.request<{ id: string }>('POST', '/api/booking-requests', { body: { customerName: 'Ada Rossi', customerEmail: 'ada@example.com', date: '2027-06-01', people: 2, tourId } });
  requestId = submitted.body.id;
  await app.runtime.commands.execute(new DecideBookingRequest(requestId, { kind: 'provider' }, { action: 'confirm' }));
  // The decision reaches the request's timeline through its event, in the worker.
  await eventually(
    async () => ((await app.runtime.orm.em.getConnection().execute('select 1 from bookings.booking_history where booking_request_id = ? and actor = ?', [requestId, 'provider'])) as unknown[]).length > 0,
    "the provider's decision on the timeline",
  );
});
afterAll(async () => {
  await worker.close();
  await app.close();
});

describe('the Activity list with the requests\' decisions, and its export', () => {
  it("lists the provider's decision, read from the request's timeline, beside the trail", async () => {
    const res = await app.request<{ data: audit.ActivityEntry[] }>('GET', '/api/admin/activity?person=provider', { cookie });
    expect(res.body.data).toEqual([
      expect.objectContaining({ actor: { id: null, name: 'provider' }, kind: 'booking-request', item_id: requestId, action: 'decided', changes: [{ field: 'status', before: null, after: 'pending → confirmed' }] }),
    ]);
    const history = await app.request<{ data: audit.ActivityEntry[] }>('GET', `/api/admin/activity/items/${requestId}`, { cookie });
    expect(history.body.data.map((e) => e.action)).toEqual(['decided']);
    const all = await app.request<{ data: audit.ActivityEntry[] }>('GET', '/api/admin/activity', { cookie });
    expect(all.body.data[0]).toMatchObject({ action: 'decided', actor: { name: 'provider' } });
    expect(all.body.data.map((e) => e.at)).toEqual([...all.body.data.map((e) => e.at)].sort().reverse());
  });

  it('exports the filtered activity as CSV: BOM, header, newest first, formulas neutralised, diffs and accents intact', async () => {
    const res = await download('/api/admin/exports/activity.csv?kind=tour');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-2026-05-01\.csv"/);
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    const [header, ...rows] = rowsOf(res.bytes);
    expect(header).toEqual([...audit.ACTIVITY_EXPORT_COLUMNS]);
    expect(rows.map((r) => r[7])).toEqual(['update', 'create']);
    const [update] = rows;
    expect(update![1]).toBe('admin');
    expect(update![6]).toBe(`'=HYPERLINK("http://evil.test","Capri")`);
    expect(update![8]).toContain('description:\n@@');
    expect(update![8]).toContain('+Città e mare.');
  });

  it("merges the requests' decisions into the export in time order, and answers a bad filter with a 400", async () => {
    const rows = rowsOf((await download('/api/admin/exports/activity.csv')).bytes).slice(1);
    expect(rows[0]!.slice(1, 2).concat(rows[0]![7]!)).toEqual(['provider', 'decided']);
    const times = rows.map((r) => r[0]!);
    expect(times).toEqual([...times].sort().reverse());
    const list = await app.request<{ pagination: { total: number } }>('GET', '/api/admin/activity', { cookie });
    expect(rows).toHaveLength(list.body.pagination.total);
    const bad = await app.request<{ error: string }>('GET', '/api/admin/exports/activity.csv?from=yesterday', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad_request');
  });
});
