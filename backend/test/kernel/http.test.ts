import { request as httpRequest } from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A login POST with an Origin header of our choosing (fetch() will not send one; a raw request will). */
const postLogin = (origin: string, path = '/api/admin/login') =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = JSON.stringify({ username: 'a', password: 'b' });
    const req = httpRequest(`${app.baseUrl}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

const userCount = async () => Number((await app.runtime.orm.em.getConnection().execute('select count(*)::int as n from identity.users'))[0]!.n);

describe('HTTP rules for every call', () => {
  it('answers /healthz, and /readyz with Postgres and Redis checked', async () => {
    expect((await app.request('GET', '/healthz')).body).toEqual({ status: 'ok', checks: {} });
    expect((await app.request('GET', '/readyz')).body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('answers /readyz with 503 naming Redis when Redis is unreachable', async () => {
    const down = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await down.request('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: 'unavailable', details: [{ field: 'redis' }] });
    } finally {
      await down.close();
    }
  });

  it('refuses bad JSON with 400 and writes nothing', async () => {
    const before = await userCount();
    const res = await app.request('POST', '/api/admin/login', { raw: '{"username": "a",', contentType: 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await app.request('POST', '/api/admin/login', { raw: 'username=a&password=b', contentType });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ error: 'unsupported_media_type' });
    }
  });

  it('accepts an empty body on a call that takes none, whatever its content type', async () => {
    for (const contentType of ['application/json', 'text/plain', undefined]) {
      const cookie = await app.signInAsAdmin();
      const res = await app.request('POST', '/api/admin/logout', { raw: '', contentType, cookie });
      expect(res.status).toBe(204);
      // The session is gone: the logout took effect.
      expect((await app.request('GET', '/api/admin/user', { cookie })).status).toBe(401);
    }
  });

  it('answers 400 "the body is empty" to a call that needs a body and got none, and writes nothing', async () => {
    const bookings = async () => Number((await app.runtime.orm.em.getConnection().execute('select count(*)::int as n from bookings.booking_requests'))[0]!.n);
    const before = await bookings();
    for (const [path, contentType] of [['/api/admin/login', 'application/json'], ['/api/booking-requests', 'application/json'], ['/api/booking-requests', undefined]] as const) {
      const res = await app.request('POST', path, { raw: '', contentType });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'bad_request', message: 'the body is empty', details: [{ field: 'body', message: 'the body is empty' }] });
    }
    expect(await bookings()).toBe(before);
  });

  it('refuses a JSON body that is not an object with 400', async () => {
    const res = await app.request('POST', '/api/admin/login', { raw: '["admin","x"]', contentType: 'application/json' });
    expect(res.status).toBe(400);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await app.request('POST', '/api/admin/login', { body: { username: 'a', password: 'x'.repeat(200_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large' });
  });

  it('refuses a mutating request from another origin with 403, and accepts its own', async () => {
    const evil = await postLogin('https://evil.example');
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({ error: 'forbidden' });
    expect((await postLogin('http://costiera.test')).status).toBe(401);
    expect((await postLogin(app.baseUrl)).status).toBe(401);
  });

  it('matches paths case-sensitively, so no spelling of a call skips the origin check', async () => {
    for (const path of ['/API/admin/login', '/Api/admin/login', '/api/Admin/login', '/api/admin/LOGIN']) {
      const evil = await postLogin('https://evil.example', path);
      // Refused as cross-site under /api/, elsewhere no call at all: never a sign-in attempt (401).
      expect({ path, status: evil.status }).toEqual({ path, status: path.startsWith('/api/') ? 403 : 404 });
    }
    expect((await app.request('GET', '/API/tours')).status).toBe(404);
    expect((await app.request('GET', '/api/Tours')).status).toBe(404);
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await app.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found' });
  });

  it('answers a known path called with another method with 405, its Allow header and the JSON error shape', async () => {
    const res = await app.request<{ error: string }>('PATCH', '/api/tours');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('HEAD, GET');
    expect(res.body).toEqual({ error: 'method_not_allowed', message: 'This address does not accept that method' });
  });

  it('carries exactly the security headers of the site, and no others', async () => {
    const res = await app.request('GET', '/healthz');
    const csp = res.headers
      .get('content-security-policy')!
      .split(';')
      .map((d) => d.trim());
    expect(csp).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    // An http site sends no HSTS (an https one does: the next test).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    for (const extra of ['cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect([extra, res.headers.get(extra)]).toEqual([extra, null]);
    }
  });

  it('asks browsers for https only on an https site', async () => {
    const secure = await startTestApp({ PUBLIC_BASE_URL: 'https://costiera.test' });
    try {
      const res = await secure.request('GET', '/healthz');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('refuses a query parameter given twice', async () => {
    const res = await app.request('GET', '/healthz?a=1&a=2');
    expect(res.status).toBe(400);
  });

  it('carries a request id and security headers on every answer', async () => {
    const res = await app.request('GET', '/healthz', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const unsafe = await app.request('GET', '/healthz', { headers: { 'x-request-id': '<script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
