import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';
import { addReferenceRoutes, createReferenceTable, REFERENCE_TABLE } from '../../../bench/lib/reference-routes';

/**
 * The bench's reference routes (bench/lib/reference-routes.js), added to a built app's router
 * after it was mounted, as bench/lib/api-with-reference.js does: a registered answer or page,
 * byte for byte; a durable write that stores one row; absent from the product's own app.
 */
describe('bench reference routes', () => {
  let on: TestApp;
  let off: TestApp;
  // A page to register whether or not the production build exists yet (make test builds after these tests): the shell's page.
  const root = path.resolve(__dirname, '../../..');
  let frontends: string;
  beforeAll(async () => {
    mkdirSync(path.join(root, 'var/test'), { recursive: true });
    frontends = mkdtempSync(path.join(root, 'var/test/frontends-'));
    mkdirSync(path.join(frontends, 'shell/dist'), { recursive: true });
    copyFileSync(path.join(root, 'frontends/shell/public/index.html'), path.join(frontends, 'shell/dist/index.html'));
    [on, off] = await Promise.all([startTestApp({ FRONTENDS_DIR: frontends }), startTestApp()]);
    await createReferenceTable(on.runtime);
    addReferenceRoutes(on.http.router, on.runtime);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
    rmSync(frontends, { recursive: true, force: true });
  });

  // An answer as a route writes it: JSON.stringify of a value with non-ASCII text.
  const catalogue = [{ id: 1, title: 'Positano – Amalfi by boat', location: 'Città di Capri', price: 89.5, tags: ['boat', 'sea'] }];
  const written = JSON.stringify(catalogue);

  it('answers the registered answer byte for byte through the same middleware, on both prefixes', async () => {
    expect((await on.request('PUT', '/api/__reference/answers/catalogue', { body: catalogue })).status).toBe(204);
    for (const path of ['/api/__reference/answers/catalogue', '/api/admin/__reference/answers/catalogue']) {
      const res = await on.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(written);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(written)));
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers a POST with 201 after parsing its JSON body, stores one row for a write, and refuses a body of another type', async () => {
    const created = { id: '3a58b178-bebe-5a2f-be15-992b115ccc5a', status: 'pending', created_at: '2026-11-24T10:00:00.000Z' };
    await on.request('PUT', '/api/__reference/answers/booking', { body: created });
    const post = await on.request('POST', '/api/__reference/answers/booking', { body: { anything: 'parsed like any JSON body' } });
    expect(post.status).toBe(201);
    expect(post.text).toBe(JSON.stringify(created));
    const booking = { customerName: 'Città Traveller', customerEmail: 'write-1@bench.test', customerPhone: '+39 081 000 0000', date: '2027-05-15', people: 2, message: 'Load test', tourId: '6f1c1d8e-4d2a-4b8e-9a51-0b6e2f3c1a77' };
    const write = await on.request('POST', '/api/__reference/writes/booking', { body: booking });
    expect(write.status).toBe(201);
    expect(write.text).toBe(JSON.stringify(created));
    const rows = await on.runtime.orm.em.getConnection().execute(`select customer_name, customer_email, people, status from ${REFERENCE_TABLE}`);
    expect(rows).toEqual([{ customer_name: 'Città Traveller', customer_email: 'write-1@bench.test', people: 2, status: 'pending' }]);
    expect((await on.request('POST', '/api/__reference/answers/booking', { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('answers a registered page byte for byte with the headers of the page itself', async () => {
    expect((await on.request('PUT', '/api/__reference/pages/home', { body: { path: '/' } })).status).toBe(204);
    const page = await fetch(`${on.baseUrl}/`, { headers: { 'accept-encoding': 'identity' } });
    const reference = await fetch(`${on.baseUrl}/api/__reference/pages/home`, { headers: { 'accept-encoding': 'identity' } });
    expect(reference.status).toBe(page.status);
    expect(await reference.text()).toBe(await page.text());
    for (const header of ['content-type', 'content-length', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect([header, reference.headers.get(header)]).toEqual([header, page.headers.get(header)]);
    }
    expect((await on.request('PUT', '/api/__reference/pages/bad', { body: { path: 'https://example.com/' } })).status).toBe(400);
    expect((await on.request('PUT', '/api/__reference/pages/json', { body: { path: '/api/tours' } })).status).toBe(400);
    expect((await on.request('GET', '/api/__reference/pages/json')).status).toBe(404);
  });

  it('names an unknown or badly named answer', async () => {
    const unknown = await on.request<{ error: string }>('GET', '/api/__reference/answers/never-registered');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
    expect((await on.request('PUT', '/api/__reference/answers/Not_Allowed', { body: {} })).status).toBe(400);
    expect((await on.request('PUT', '/api/__reference/answers/empty')).status).toBe(400);
    expect((await on.request('GET', '/api/__reference/answers/empty')).status).toBe(404);
  });

  it('does not exist in the product: the app as main.ts builds it has no reference routes', async () => {
    expect((await off.request('PUT', '/api/__reference/answers/catalogue', { body: catalogue })).status).toBe(404);
    expect((await off.request('GET', '/api/__reference/answers/catalogue')).status).toBe(404);
    expect((await off.request('GET', '/api/admin/__reference/answers/catalogue')).status).toBe(404);
    expect((await off.request('POST', '/api/__reference/writes/catalogue', { body: {} })).status).toBe(404);
    expect((await off.request('PUT', '/api/__reference/pages/home', { body: { path: '/' } })).status).toBe(404);
  });
});
