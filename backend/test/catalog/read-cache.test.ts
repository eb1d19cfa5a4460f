import type { bookings, catalog } from '@costiera/contracts';
import { createRuntime, type Runtime } from '../../src/site/runtime';
import { RecordReview } from '../../src/modules/catalog';
import { announceEverythingChanged } from '../../src/kernel/messaging/event-broadcast';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/events';
import { createCategory, createTour, resetBookingThrottle, tourBody } from './fixtures';

/**
 * Public catalogue answers, admin lists and the user lookup are served from the read cache:
 * these tests prove each cached answer gives way to the change an event announces, on the
 * very next read for this process's own commits and through the broadcast for others'.
 */
let app: TestApp;
let cookie: string;
let categoryId: string;
let tourId: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  categoryId = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, categoryId, { title: 'Capri by Boat', location: 'Capri', max_passengers: 6 });
});
afterAll(() => app.close());

const list = async () => (await app.request<catalog.TourListItem[]>('GET', '/api/tours')).body;
const detail = () => app.request<catalog.TourDetail>('GET', `/api/tours/${tourId}`);

describe('cached public reads', () => {
  it('serves repeated reads from memory (the database is not asked again)', async () => {
    await list();
    // A change behind the events' back (not how the product changes data) is not seen: the answer is the cached one.
    await app.runtime.orm.em.getConnection().execute(`update catalog.tours set title = 'Changed behind the back' where id = ?`, [tourId]);
    expect((await list()).map((t) => t.title)).toEqual(['Capri by Boat']);
    expect(app.runtime.cache.stats().entries).toBeGreaterThan(0);
    await app.runtime.orm.em.getConnection().execute(`update catalog.tours set title = 'Capri by Boat' where id = ?`, [tourId]);
  });

  it('shows an admin edit on the very next public read: list, detail and reviews', async () => {
    expect((await detail()).body.title).toBe('Capri by Boat');
    expect((await app.request('GET', `/api/tours/${tourId}/reviews`)).status).toBe(200);
    const saved = await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: tourBody(categoryId, { title: 'Capri by Private Boat', location: 'Capri', max_passengers: 6 }) });
    expect(saved.status).toBe(200);
    expect((await detail()).body.title).toBe('Capri by Private Boat');
    expect((await list()).map((t) => t.title)).toEqual(['Capri by Private Boat']);
  });

  it("shows a new review, the tour's rating and its review count on the very next public read: list, detail and reviews", async () => {
    const before = (await detail()).body.review_count;
    const reviewsBefore = (await app.request<catalog.Review[]>('GET', `/api/tours/${tourId}/reviews`)).body.length;
    await list();
    await app.runtime.commands.execute(new RecordReview({ tourId, authorName: 'Marta', rating: 3, title: 'Windy day', content: 'Rough sea, kind crew.', date: 'June 2026' }));
    expect((await detail()).body.review_count).toBe(before + 1);
    expect((await list())[0]!.reviewCount).toBe(before + 1);
    const reviews = (await app.request<catalog.Review[]>('GET', `/api/tours/${tourId}/reviews`)).body;
    expect(reviews).toHaveLength(reviewsBefore + 1);
    expect(reviews[0]!.title).toBe('Windy day');
  });

  it('shows a renamed category in the list at once', async () => {
    expect((await list())[0]!.categoryName).toBe('Private Boat Tour');
    const renamed = await app.request('PUT', `/api/admin/categories/${categoryId}`, { cookie, body: { name: 'Private Boats', slug: 'private-boat-tour', type: 'tour' } });
    expect(renamed.status).toBe(200);
    expect((await list())[0]!.categoryName).toBe('Private Boats');
  });

  it('forgets a deleted tour at once (list and detail)', async () => {
    const other = await createTour(app, cookie, categoryId, { title: 'Sunset Cruise', location: 'Sorrento' });
    expect((await list()).map((t) => t.title)).toContain('Sunset Cruise');
    expect((await app.request('GET', `/api/tours/${other}`)).status).toBe(200);
    expect((await app.request('DELETE', `/api/admin/tours/${other}`, { cookie })).status).toBe(204);
    expect((await app.request('GET', `/api/tours/${other}`)).status).toBe(404);
    expect((await list()).map((t) => t.title)).not.toContain('Sunset Cruise');
  });

  it('checks a booking request against the tour as just saved (the tour facts bookings read)', async () => {
    await resetBookingThrottle(app);
    const book = (people: number) =>
      app.request('POST', '/api/booking-requests', { body: { customerName: 'Marco Esposito', customerEmail: 'marco@example.com', date: '2027-07-02', people, tourId } });
    expect((await book(5)).status).toBe(201);
    const saved = await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: tourBody(categoryId, { title: 'Capri by Private Boat', location: 'Capri', max_passengers: 4 }) });
    expect(saved.status).toBe(200);
    expect((await book(5)).status).toBe(422);
    await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: tourBody(categoryId, { title: 'Capri by Private Boat', location: 'Capri', max_passengers: 6 }) });
    expect((await book(5)).status).toBe(201);
  });

  it('follows changes committed by another process (the broadcast)', async () => {
    // A second process on the same database and Redis: another api instance, or the worker.
    // Its commits reach this process through the announcement it makes when it commits.
    const other: Runtime = await createRuntime(app.config);
    try {
      const before = (await app.request<catalog.Review[]>('GET', `/api/tours/${tourId}/reviews`)).body.length;
      expect((await detail()).body.review_count).toBe(before);
      await other.commands.execute(new RecordReview({ tourId, authorName: 'Giulia', rating: 5, title: 'Wonderful', content: 'The grottoes!', date: 'May 2026' }));
      await eventually(async () => ((await app.request<catalog.Review[]>('GET', `/api/tours/${tourId}/reviews`)).body.length === before + 1 ? true : null), 'the review to show');
      await eventually(async () => ((await detail()).body.review_count === before + 1 ? true : null), 'the review count to follow');
    } finally {
      await other.close();
    }
  });

  it('drops everything when told the data changed without events (rebuild-projections after a bulk import)', async () => {
    await list();
    await app.runtime.orm.em.getConnection().execute(`update catalog.tours set title = 'Imported in bulk' where id = ?`, [tourId]);
    expect((await list())[0]!.title).not.toBe('Imported in bulk');
    await announceEverythingChanged(app.runtime.redis, app.config);
    await eventually(async () => ((await list())[0]!.title === 'Imported in bulk' ? true : null), 'the bulk change to show');
  });
});

describe('admin reads (read fresh)', () => {
  it('shows a new booking request and a status change on the next admin list read', async () => {
    await resetBookingThrottle(app);
    const page = () => app.request<{ data: bookings.AdminBookingRequest[]; pagination: { total: number } }>('GET', '/api/admin/booking-requests?status=pending', { cookie });
    const before = (await page()).body.pagination.total;
    const submitted = await app.request<{ id: string }>('POST', '/api/booking-requests', {
      body: { customerName: 'Laura Bennett', customerEmail: 'laura@example.com', date: '2027-06-14', people: 2, tourId },
    });
    expect(submitted.status).toBe(201);
    const after = (await page()).body;
    expect(after.pagination.total).toBe(before + 1);
    expect(after.data[0]!.id).toBe(submitted.body.id);
    expect((await app.request('PUT', `/api/admin/booking-requests/${submitted.body.id}`, { cookie, body: { status: 'confirmed' } })).status).toBe(200);
    expect((await page()).body.pagination.total).toBe(before);
  });

  it('shows an edited tour in the admin list and in the booking requests that name it', async () => {
    const tours = () => app.request<{ data: catalog.AdminTour[] }>('GET', '/api/admin/tours', { cookie });
    const requests = () => app.request<{ data: bookings.AdminBookingRequest[] }>('GET', '/api/admin/booking-requests', { cookie });
    await tours();
    await requests();
    await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: tourBody(categoryId, { title: 'Capri Grottoes by Boat', location: 'Capri', max_passengers: 6 }) });
    expect((await tours()).body.data.map((t) => t.title)).toContain('Capri Grottoes by Boat');
    expect((await requests()).body.data[0]!.tour?.title).toBe('Capri Grottoes by Boat');
  });

  it('refuses a demoted admin on the next call (the user is read fresh)', async () => {
    const second = await app.signInAsAdmin('second-admin');
    expect((await app.request('GET', '/api/admin/user', { cookie: second })).status).toBe(200);
    // Demotion is not an admin screen: it happens in the database and is announced like a bulk change.
    await app.runtime.orm.em.getConnection().execute(`update identity.users set is_admin = false where username = 'second-admin'`);
    await announceEverythingChanged(app.runtime.redis, app.config);
    await eventually(async () => ((await app.request('GET', '/api/admin/user', { cookie: second })).status === 403 ? true : null), 'the demotion to apply');
  });
});
