import { reporting } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, expectShape } from '../catalog/fixtures';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';

/** The projection is kept by the dashboard subscriber in the worker: each read waits for the events to settle. */
let app: TestApp;
let worker: EventWorker;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp(FAST_EVENTS_ENV);
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
});
afterAll(async () => {
  await worker.close();
  await app.close();
});

const stats = async () => {
  await eventsSettled(app);
  const res = await app.request<reporting.DashboardStats>('GET', '/api/admin/dashboard-stats', { cookie });
  expect(res.status).toBe(200);
  expectShape(reporting.dashboardStats.response, res.body);
  return res.body;
};

describe('GET /api/admin/dashboard-stats', () => {
  it('answers zeros and no recent requests on an empty site', async () => {
    expect(await stats()).toEqual({ totalTours: 0, totalArticles: 0, totalPages: 0, totalBookingRequests: 0, pendingBookingRequests: 0, recentBookingRequests: [] });
  });

  it('counts tours, published articles, pages, requests and pending ones, with the 5 newest requests', async () => {
    const tourCat = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
    const articleCat = await createCategory(app, cookie, { name: 'Tips', slug: 'tips', type: 'article' });
    const pageCat = await createCategory(app, cookie, { name: 'Info', slug: 'info', type: 'page' });
    const tour = await createTour(app, cookie, tourCat, { max_passengers: 10 });
    await createTour(app, cookie, tourCat);
    await app.request('POST', '/api/admin/articles', { cookie, body: { title: 'A', slug: 'a', content: 'x', excerpt: 'y', categoryId: articleCat, published: true } });
    await app.request('POST', '/api/admin/articles', { cookie, body: { title: 'B', slug: 'b', content: 'x', excerpt: 'y', categoryId: articleCat } });
    await app.request('POST', '/api/admin/pages', { cookie, body: { title: 'P', slug: 'p', content: 'x', categoryId: pageCat } });
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await app.request<{ id: string }>('POST', '/api/booking-requests', { body: { customerName: `Guest ${i}`, customerEmail: `g${i}@example.com`, date: '2026-06-01', people: 2, tourId: tour } });
      ids.push(res.body.id);
    }
    await app.request('PUT', `/api/admin/booking-requests/${ids[6]}`, { cookie, body: { status: 'confirmed' } });
    await app.request('PUT', `/api/admin/booking-requests/${ids[0]}`, { cookie, body: { status: 'cancelled' } });

    const s = await stats();
    expect(s).toMatchObject({ totalTours: 2, totalArticles: 1, totalPages: 1, totalBookingRequests: 7, pendingBookingRequests: 5 });
    expect(s.recentBookingRequests.map((r) => [r.customer_name, r.status])).toEqual([
      ['Guest 7', 'confirmed'],
      ['Guest 6', 'pending'],
      ['Guest 5', 'pending'],
      ['Guest 4', 'pending'],
      ['Guest 3', 'pending'],
    ]);

    await app.request('DELETE', `/api/admin/booking-requests/${ids[6]}`, { cookie });
    const after = await stats();
    expect(after.totalBookingRequests).toBe(6);
    expect(after.recentBookingRequests[0]!.customer_name).toBe('Guest 6');
  });

  it('requires an admin', async () => {
    expect((await app.request('GET', '/api/admin/dashboard-stats')).status).toBe(401);
  });
});
