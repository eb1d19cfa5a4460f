import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { startTestApp, type TestApp } from '../support/test-app';
import { API_DOCS_PATHS } from '../../src/site/api-docs';

let app: TestApp;
let adminCookie: string;
let guestCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await app.signInAsAdmin();
  guestCookie = await app.signInAsNonAdmin();
});
afterAll(() => app.close());

/** Every route the router really serves, read from the router itself (not from a list kept by hand). */
function servedRoutes(): Array<{ method: string; path: string }> {
  const router = app.http.router as unknown as Router & { stack: Array<{ path: string; methods: string[] }> };
  return router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  );
}

const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, randomUUID());

describe('the admin guard on every /api/admin route', () => {
  // docs/spec-deviations.md#admin-guard-on-the-server
  const isAdminApi = (p: string) => p.startsWith('/api/admin/') && p !== '/api/admin/login';

  it('finds the admin routes in the router', () => {
    const admin = servedRoutes().filter((r) => isAdminApi(r.path));
    expect(admin.length).toBeGreaterThanOrEqual(2);
    expect(admin).toEqual(expect.arrayContaining([{ method: 'GET', path: '/api/admin/user' }, { method: 'POST', path: '/api/admin/logout' }]));
  });

  it('marks every admin answer Cache-Control: no-store, signed in or not', async () => {
    const reads = servedRoutes().filter((r) => r.path.startsWith('/api/admin/') && r.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const r of reads) {
      for (const cookie of [adminCookie, undefined]) {
        const res = await app.request('GET', concrete(r.path), { cookie });
        expect({ route: r.path, signedIn: !!cookie, cacheControl: res.headers.get('cache-control') }).toEqual({ route: r.path, signedIn: !!cookie, cacheControl: 'no-store' });
      }
    }
    const login = await app.request('POST', '/api/admin/login', { body: { username: 'nobody', password: 'wrong' } });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a session, before looking at the request', async () => {
    for (const r of servedRoutes().filter((x) => isAdminApi(x.path))) {
      const res = await app.request(r.method, concrete(r.path), r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
      expect(res.body).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('answers 403 to a signed-in user without the admin flag', async () => {
    for (const r of servedRoutes().filter((x) => isAdminApi(x.path))) {
      const res = await app.request(r.method, concrete(r.path), { cookie: guestCookie, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }) });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 403 });
    }
  });

  it('lets an admin through on every method (never 401 or 403)', async () => {
    // Logout ends the session, so it goes last; the methods seen prove no method was left out.
    const routes = servedRoutes().filter((x) => isAdminApi(x.path)).sort((a, b) => Number(a.path === '/api/admin/logout') - Number(b.path === '/api/admin/logout'));
    const seen = new Set<string>();
    for (const r of routes) {
      const res = await app.request(r.method, concrete(r.path), { cookie: adminCookie, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }) });
      expect({ route: `${r.method} ${r.path}`, passed: ![401, 403].includes(res.status), serverError: res.status >= 500 }).toEqual({ route: `${r.method} ${r.path}`, passed: true, serverError: false });
      seen.add(r.method);
    }
    expect([...seen].sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
  });

  it('keeps the login route open', async () => {
    const res = await app.request('POST', '/api/admin/login', { body: { username: 'x', password: 'y' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'invalid_credentials' });
  });

  it('serves no /api/admin route outside the contracts table', () => {
    const bound = new Set(app.http.routes.routes().map((r) => `${r.method} ${r.path}`));
    // The API reference's documents (site/api-docs.ts) are the one exception: they describe the calls, they are none.
    for (const r of servedRoutes().filter((x) => x.path.startsWith('/api/') && !API_DOCS_PATHS.includes(x.path))) expect(bound).toContain(`${r.method} ${r.path}`);
    for (const r of app.http.routes.routes().filter((x) => isAdminApi(x.path))) expect(r.access).toBe('admin');
  });
});
