import type { reporting } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour } from '../catalog/fixtures';

/**
 * No worker runs here: the dashboard subscriber never gets the events. An admin must still
 * see the change they have just made, so the read brings the lagging parts up to date itself.
 */
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
});
afterAll(() => app.close());

const stats = async () => (await app.request<reporting.DashboardStats>('GET', '/api/admin/dashboard-stats', { cookie })).body;

describe('the dashboard right after a change (read your writes)', () => {
  it('shows a new tour, a new booking request and a status change before any worker has run', async () => {
    expect(await stats()).toMatchObject({ totalTours: 0, totalBookingRequests: 0, pendingBookingRequests: 0 });
    const category = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
    const tour = await createTour(app, cookie, category, { max_passengers: 6 });
    expect((await stats()).totalTours).toBe(1);

    const sent = await app.request<{ id: string }>('POST', '/api/booking-requests', { body: { customerName: 'Ada', customerEmail: 'ada@example.com', date: '2027-06-01', people: 2, tourId: tour } });
    expect(sent.status).toBe(201);
    expect(await stats()).toMatchObject({ totalBookingRequests: 1, pendingBookingRequests: 1, recentBookingRequests: [{ id: sent.body.id, customer_name: 'Ada', status: 'pending' }] });

    await app.request('PUT', `/api/admin/booking-requests/${sent.body.id}`, { cookie, body: { status: 'confirmed' } });
    expect(await stats()).toMatchObject({ totalBookingRequests: 1, pendingBookingRequests: 0, recentBookingRequests: [{ status: 'confirmed' }] });
  });
});
