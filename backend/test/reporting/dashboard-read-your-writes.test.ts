import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { reporting } from '@costiera/contracts';
import { DashboardProjection } from '../../src/modules/reporting';
import type { DashboardPart } from '../../src/modules/reporting/domain/dashboard-parts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour } from '../catalog/fixtures';
import { newReference } from '../support/references';

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

  it('moves every part with nothing unseen on to the snapshot of a refresh, so the read checks only what came since', async () => {
    const projection = app.runtime.container.get(DashboardProjection);
    const refresh = (part: DashboardPart) => app.runtime.orm.em.fork().transactional((em) => projection.refresh(em, [part]));
    const snapshots = async () =>
      (
        await app.runtime.orm.em
          .getConnection()
          .execute<Array<Record<DashboardPart, string>>>('select tours_snapshot::text as tours, content_snapshot::text as content, bookings_snapshot::text as bookings from reporting.dashboard_stats where id = 1')
      )[0]!;
    const book = async (tourId: string) => {
      const sent = await app.request('POST', '/api/booking-requests', { body: { customerName: 'Bea', customerEmail: 'bea@example.com', date: '2027-06-02', people: 2, tourId } });
      expect(sent.status).toBe(201);
    };
    const category = await createCategory(app, cookie, { name: 'Shared boats', slug: 'shared-boat-tour', type: 'tour' });
    const tour = await createTour(app, cookie, category, { max_passengers: 6 });
    await projection.rebuild();
    const rebuilt = await snapshots();

    // A booking's delivery recomputes the bookings part; tours and content have nothing unseen and come along.
    await book(tour);
    await refresh('bookings');
    const afterBooking = await snapshots();
    expect(afterBooking.bookings).not.toBe(rebuilt.bookings);
    expect(afterBooking).toEqual({ tours: afterBooking.bookings, content: afterBooking.bookings, bookings: afterBooking.bookings });

    // A part with an event it has not seen keeps its snapshot until its own delivery; the read still shows the change.
    const tours = (await stats()).totalTours;
    await createTour(app, cookie, category, { max_passengers: 6 });
    await book(tour);
    await refresh('bookings');
    const tourPending = await snapshots();
    expect(tourPending.tours).toBe(afterBooking.tours);
    expect(tourPending.content).toBe(tourPending.bookings);
    expect(tourPending.bookings).not.toBe(afterBooking.bookings);
    expect((await stats()).totalTours).toBe(tours + 1);

    await refresh('tours');
    const caughtUp = await snapshots();
    expect(caughtUp).toEqual({ tours: caughtUp.tours, content: caughtUp.tours, bookings: caughtUp.tours });
    expect(caughtUp.tours).not.toBe(tourPending.tours);
    expect((await stats()).totalTours).toBe(tours + 1);
  });

  it('counts an event whose transaction was still open when the projection last read, once it commits', async () => {
    // Commit order is not time order: a transaction that began before the projection's last read
    // and commits after it holds news the projection has not seen.
    const writer = new Client({ connectionString: app.config.databaseUrl });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, date, people) values ($1, $3, $2, 'Late Committer', 'late@example.com', '2027-07-01', 2)`, [randomUUID(), randomUUID(), newReference()]);
      await writer.query(`insert into messaging.outbox (id, name, payload) values ($1, 'bookings.booking-request.submitted.v1', '{}')`, [randomUUID()]);
      await app.runtime.container.get(DashboardProjection).rebuild();
      const before = await stats();
      await writer.query('commit');
      expect((await stats()).totalBookingRequests).toBe(before.totalBookingRequests + 1);
      expect((await stats()).recentBookingRequests[0]).toMatchObject({ customer_name: 'Late Committer' });
    } finally {
      await writer.end();
    }
  });
});
