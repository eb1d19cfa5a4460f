import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, resetBookingThrottle } from '../catalog/fixtures';
import { bookingBody } from '../events/fixtures';
import { newReference } from '../support/references';

let app: TestApp;
let cookie: string;
let tourId: string;
let otherTourId: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  const cat = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, cat, { title: 'Capri by Boat', location: 'Capri' });
  otherTourId = await createTour(app, cookie, cat, { title: '=Positano Sunset', location: 'Positano' });
});
beforeEach(() => resetBookingThrottle(app));
afterAll(() => app.close());

/** The raw bytes of an answer (fetch's text() would drop the byte order mark). */
async function download(path: string, as = cookie): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${app.baseUrl}${path}`, { headers: { cookie: as } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const recordsOf = (bytes: Buffer): Array<Record<string, string>> => parse(bytes, { bom: true, columns: true, skip_empty_lines: true });

/** Each submitted request's reference, by id. */
const references = new Map<string, string>();
async function submit(overrides: Record<string, unknown>): Promise<string> {
  const res = await app.request<{ id: string; reference: string }>('POST', '/api/booking-requests', { body: bookingBody(tourId, { date: '2026-06-14', ...overrides }) });
  if (res.status !== 201) throw new Error(`not accepted: ${res.status} ${res.text}`);
  references.set(res.body.id, res.body.reference);
  return res.body.id;
}

describe('GET /api/admin/exports/booking-requests.csv', () => {
  it('downloads UTF-8 with a byte order mark, as an attachment, with accents read back intact', async () => {
    const id = await submit({ customerName: 'Józef Ñúñez Çelik', customerEmail: 'jozef@example.com', message: 'Caffè e limoncello già pronti, per favore: «grazie»' });
    const res = await download('/api/admin/exports/booking-requests.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="booking-requests-2026-05-01.csv"');
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    const header = res.bytes.subarray(3).toString('utf8').split('\r\n')[0];
    expect(header).toBe('reference,id,created_at,status,decided_by,tour_id,tour,date,departure,people,language,customer_name,customer_email,customer_phone,message');
    const row = recordsOf(res.bytes).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      customer_name: 'Józef Ñúñez Çelik',
      message: 'Caffè e limoncello già pronti, per favore: «grazie»',
      tour: 'Capri by Boat',
      date: '2026-06-14',
      people: '2',
      status: 'pending',
      reference: references.get(id),
    });
  });

  it('neutralises cells that start like a formula (=, +, -, @, tab, CR, full-width =) and keeps everything else as typed', async () => {
    // The full-width signs too: some spreadsheet programs fold them to the ASCII ones.
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd', '\tTAB', '\rCR', '\uFF1D1+1'];
    const ids: string[] = [];
    for (const message of formulas) {
      const id = await submit({ customerName: 'Formula Tester', customerEmail: 'formula@example.com', message: 'placeholder' });
      // Stored as given: the booking form trims a message's leading tab or CR, an import would not.
      await app.runtime.orm.em.getConnection().execute('update bookings.booking_requests set message = ? where id = ?', [message, id]);
      ids.push(id);
    }
    const otherId = (await app.request<{ id: string }>('POST', '/api/booking-requests', { body: bookingBody(otherTourId, { date: '2026-06-15', customerName: 'Ann =not at start', customerPhone: '+39 081 555 0101' }) })).body.id;
    const rows = recordsOf((await download('/api/admin/exports/booking-requests.csv')).bytes);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)!.message)).toEqual(formulas.map((f) => `'${f}`));
    const other = byId.get(otherId)!;
    // A tour title is text like any other; a phone number starting with + is neutralised too (a spreadsheet would compute it).
    expect(other).toMatchObject({ tour: "'=Positano Sunset", customer_name: 'Ann =not at start', customer_phone: "'+39 081 555 0101", people: '2' });
  });

  it('applies the admin list\'s filters (status, search) and matches the list row for row', async () => {
    const anna = await submit({ customerName: 'Annalisa Export', customerEmail: 'annalisa.export@example.com' });
    await submit({ customerName: 'Bruno Export', customerEmail: 'bruno.export@example.com' });
    const put = await app.request('PUT', `/api/admin/booking-requests/${anna}`, { cookie, body: { status: 'confirmed' }, headers: { origin: app.baseUrl } });
    expect(put.status).toBe(200);

    const confirmed = recordsOf((await download('/api/admin/exports/booking-requests.csv?status=confirmed&search=export')).bytes);
    expect(confirmed.map((r) => r.customer_name)).toEqual(['Annalisa Export']);
    const bySearch = recordsOf((await download('/api/admin/exports/booking-requests.csv?search=bruno%20export')).bytes);
    expect(bySearch.map((r) => r.customer_email)).toEqual(['bruno.export@example.com']);
    const decided = recordsOf((await download('/api/admin/exports/booking-requests.csv?decided_by=admin')).bytes);
    expect(decided.map((r) => r.id)).toEqual([anna]);

    const list = await app.request<{ data: Array<{ id: string }>; pagination: { total: number } }>('GET', '/api/admin/booking-requests?status=pending&limit=100', { cookie });
    const pending = recordsOf((await download('/api/admin/exports/booking-requests.csv?status=pending')).bytes);
    expect(pending.map((r) => r.id)).toEqual(list.body.data.map((r) => r.id));
    expect(pending.length).toBe(list.body.pagination.total);
  });

  it('answers a file with its header only when nothing matches', async () => {
    const res = await download('/api/admin/exports/booking-requests.csv?search=nobody-matches-this');
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    expect(res.bytes.subarray(3).toString('utf8')).toBe('reference,id,created_at,status,decided_by,tour_id,tour,date,departure,people,language,customer_name,customer_email,customer_phone,message\r\n');
  });

  it('refuses a bad filter with the one error shape (400), and callers who are not admins (401, 403)', async () => {
    const bad = await app.request<{ error: string; details: unknown[] }>('GET', '/api/admin/exports/booking-requests.csv?status=lost', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/application\/json/);
    expect(bad.body.details).toEqual([{ field: 'status', message: expect.stringMatching(/^Status must be one of/) }]);
    const unknown = await app.request('GET', '/api/admin/exports/booking-requests.csv?page=2', { cookie });
    expect(unknown.status).toBe(400);
    expect((await download('/api/admin/exports/booking-requests.csv', '')).status).toBe(401);
    expect((await download('/api/admin/exports/booking-requests.csv', await app.signInAsNonAdmin())).status).toBe(403);
  });

  it('streams a large export in constant memory: 50,000 rows, the heap no larger than before it started by more than a few megabytes', async () => {
    const bulk = new Set<string>();
    while (bulk.size < 50_000) bulk.add(newReference());
    await app.runtime.orm.em.getConnection().execute(
      `insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, customer_phone, date, people, message, status, created_at, updated_at)
       select gen_random_uuid(), r.reference, ?, 'Bulk Customer ' || i, 'bulk' || i || '@example.com', null, date '2026-07-01' + (i % 90), 1 + i % 6,
              'A long enough message to weigh something in memory, number ' || i, 'cancelled', timestamptz '2026-01-01' + (i || ' seconds')::interval, now()
       from (select reference, n::int as i from unnest(?::text[]) with ordinality as u(reference, n)) r`,
      [tourId, `{${[...bulk].join(',')}}`],
    );
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = heap();
    const res = await fetch(`${app.baseUrl}/api/admin/exports/booking-requests.csv?status=cancelled`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let lines = 0;
    let peak = 0;
    let sampledAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const byte of value) if (byte === 0x0a) lines++;
      if (lines - sampledAt >= 10_000) {
        sampledAt = lines;
        peak = Math.max(peak, heap() - before);
        // A slow reader: the server waits rather than reading ahead into memory.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(lines).toBe(50_001);
    // The whole export held at once would be well over 30 MB of rows and text.
    expect(peak).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);
});

describe('GET /api/admin/exports/tours.csv', () => {
  it('exports the tours the admin list shows, with its filters', async () => {
    const all = await download('/api/admin/exports/tours.csv');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="tours-2026-05-01.csv"');
    expect(all.bytes.subarray(0, 3)).toEqual(BOM);
    const rows = recordsOf(all.bytes);
    expect(rows.map((r) => r.title)).toEqual(["'=Positano Sunset", 'Capri by Boat']);
    expect(rows[1]).toMatchObject({ category: 'Boats', location: 'Capri', id: tourId });
    const capri = recordsOf((await download('/api/admin/exports/tours.csv?location=capri')).bytes);
    expect(capri.map((r) => r.id)).toEqual([tourId]);
    expect((await app.request('GET', '/api/admin/exports/tours.csv?colour=red', { cookie })).status).toBe(400);
  });
});

describe('the API reference', () => {
  it('documents the exports with their text/csv answers', async () => {
    const doc = await app.request<{ paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> }>('GET', '/api/openapi.json');
    for (const path of ['/api/admin/exports/booking-requests.csv', '/api/admin/exports/tours.csv']) {
      const ok = doc.body.paths[path]!.get.responses['200']!;
      expect(Object.keys(ok.content)).toEqual(['text/csv']);
      expect(ok.content['text/csv']!.schema).toMatchObject({ type: 'string', description: expect.stringContaining('byte order mark') });
    }
  });
});
