import { startTestApp, type TestApp } from '../support/test-app';

/** The bench's reference routes: exact sizes when enabled, absent otherwise. */
describe('bench reference routes', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([startTestApp({ BENCH_REFERENCE_ROUTES: 'true' }), startTestApp()]);
  });
  afterAll(() => Promise.all([on.close(), off.close()]));

  it('answers a JSON value of exactly the asked size through the same middleware', async () => {
    const res = await on.request('GET', '/api/__reference?bytes=1000');
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(res.text)).toBe(1000);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const post = await on.request('POST', '/api/__reference?bytes=64', { body: { anything: 'parsed like any JSON body' } });
    expect(post.status).toBe(201);
    expect(Buffer.byteLength(post.text)).toBe(64);
    expect((await on.request('POST', '/api/__reference?bytes=64', { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await on.request('GET', '/api/__reference?bytes=5')).status).toBe(400);
  });

  it('does not exist unless BENCH_REFERENCE_ROUTES is set', async () => {
    expect((await off.request('GET', '/api/__reference?bytes=1000')).status).toBe(404);
    expect((await off.request('GET', '/api/admin/__reference?bytes=1000')).status).toBe(404);
  });
});
