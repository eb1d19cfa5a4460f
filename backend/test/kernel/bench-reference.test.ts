import { startTestApp, type TestApp } from '../support/test-app';

/** The bench's reference routes: a registered answer, byte for byte, when enabled; absent otherwise. */
describe('bench reference routes', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([startTestApp({ BENCH_REFERENCE_ROUTES: 'true' }), startTestApp()]);
  });
  afterAll(() => Promise.all([on.close(), off.close()]));

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

  it('answers a POST with 201 after parsing its JSON body, and refuses a body of another type', async () => {
    const created = { id: '3a58b178-bebe-5a2f-be15-992b115ccc5a', status: 'pending', created_at: '2026-11-24T10:00:00.000Z' };
    await on.request('PUT', '/api/__reference/answers/booking', { body: created });
    const post = await on.request('POST', '/api/__reference/answers/booking', { body: { anything: 'parsed like any JSON body' } });
    expect(post.status).toBe(201);
    expect(post.text).toBe(JSON.stringify(created));
    expect((await on.request('POST', '/api/__reference/answers/booking', { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('names an unknown or badly named answer', async () => {
    const unknown = await on.request<{ error: string }>('GET', '/api/__reference/answers/never-registered');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
    expect((await on.request('PUT', '/api/__reference/answers/Not_Allowed', { body: {} })).status).toBe(400);
    expect((await on.request('PUT', '/api/__reference/answers/empty')).status).toBe(400);
    expect((await on.request('GET', '/api/__reference/answers/empty')).status).toBe(404);
  });

  it('does not exist unless BENCH_REFERENCE_ROUTES is set', async () => {
    expect((await off.request('PUT', '/api/__reference/answers/catalogue', { body: catalogue })).status).toBe(404);
    expect((await off.request('GET', '/api/__reference/answers/catalogue')).status).toBe(404);
    expect((await off.request('GET', '/api/admin/__reference/answers/catalogue')).status).toBe(404);
  });
});
