import Router from '@koa/router';
import { allRoutes, catalog, health, route, NoContent } from '@costiera/contracts';
import { RouteTable } from '../../src/kernel/http/route-table';
import { startTestApp } from '../support/test-app';

const nobody = { authenticate: async () => null };

describe('every contract has a handler', () => {
  it('refuses to start when a contract of the API is not bound, naming it', () => {
    const table = new RouteTable().add(health.healthz, async () => ({ status: 'ok', checks: {} }));
    expect(() => table.mount(new Router(), nobody, [health.healthz, catalog.listTours])).toThrow('contracts without a handler: GET /api/tours');
    expect(() => table.mount(new Router(), nobody, [health.healthz])).not.toThrow();
  });

  it('lists every call of the contracts, and the app binds each one', async () => {
    const extra = route({ name: 'test.extra', method: 'DELETE', path: '/api/extra', access: 'admin', response: NoContent, status: 204 });
    expect(allRoutes).toContain(catalog.listTours);
    expect(allRoutes).not.toContain(extra);
    expect(new Set(allRoutes.map((r) => r.name)).size).toBe(allRoutes.length);
    const app = await startTestApp();
    try {
      expect(new Set(app.http.routes.routes())).toEqual(new Set(allRoutes));
    } finally {
      await app.close();
    }
  });
});
