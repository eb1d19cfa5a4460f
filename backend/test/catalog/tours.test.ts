import { randomUUID } from 'node:crypto';
import { catalog, ApiError } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { RecordReview } from '../../src/modules/catalog';
import { createCategory, createTour, expectShape, tourBody } from './fixtures';

let app: TestApp;
let cookie: string;
const cat: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  for (const slug of catalog.TOUR_CATEGORIES) cat[slug] = await createCategory(app, cookie, { name: slug.replace(/-/g, ' '), slug, type: 'tour' });
  // A small catalogue over the five departures and the islands, rated by its reviews.
  const rated = async (categorySlug: string, overrides: Record<string, unknown>, ratings: number[]) => reviewed(await createTour(app, cookie, cat[categorySlug]!, overrides), ratings);
  await rated('private-boat-tour', { title: 'Capri Private Boat Tour', location: 'Capri' }, [5, 5, 5, 5, 5, 5, 5, 5, 5, 4]);
  await rated('shared-boat-tour', { title: 'Positano Shared Boat Day', location: 'Positano' }, [5, 5, 4]);
  await rated('private-shore-excursion', { title: 'Amalfi Drive with a Driver', location: 'Amalfi' }, [5, 5, 5, 4, 5]);
  await rated('cooking-class', { title: 'Farmhouse Cooking Class', location: 'Sorrento', description: 'Gnocchi in a lemon grove' }, [5]);
  await rated('private-transfer', { title: 'Airport Transfer', location: 'Naples' }, [5, 4, 5, 4, 5]);
  await rated('rent-scooter', { title: 'Vespa Rental', location: 'Sorrento' }, [5, 4]);
  await rated('private-shore-excursion', { title: 'Pompeii Ruins Guided Tour', location: 'Pompeii' }, [5, 5, 5, 5, 5, 5, 5, 5, 5, 4]);
  await rated('shared-boat-tour', { title: 'Procida Island Hopping', location: 'Procida' }, [4, 4, 4, 4, 5]);
});
afterAll(() => app.close());

/** Records one review per rating, oldest first (as guests wrote them). */
async function reviewed(tourId: string, ratings: number[]): Promise<string> {
  for (const [i, rating] of ratings.entries()) {
    await app.runtime.commands.execute(new RecordReview({ tourId, authorName: `Guest ${i}`, rating, title: `Review ${i}`, content: 'Lovely day', date: 'May 2026' }));
  }
  return tourId;
}

const titles = (body: unknown) => (body as catalog.TourListItem[]).map((t) => t.title).sort();

describe('GET /api/tours (public list)', () => {
  it('lists every tour in the public list shape, highest rated first', async () => {
    const res = await app.request<catalog.TourListItem[]>('GET', '/api/tours');
    expect(res.status).toBe(200);
    expectShape(catalog.listTours.response, res.body);
    expect(res.body).toHaveLength(8);
    expect(res.body[0]).toMatchObject({ title: 'Farmhouse Cooking Class', rating: '5.0', category: 'cooking-class', priceFrom: '950.00', currency: 'EUR', maxPassengers: 8 });
    const ratings = res.body.map((t) => Number(t.rating));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('filters by a category slug', async () => {
    const res = await app.request('GET', '/api/tours?category=private-boat-tour');
    expect(titles(res.body)).toEqual(['Capri Private Boat Tour']);
  });

  it('filters by the list menu groups: boat-tours, excursions, rentals', async () => {
    expect(titles((await app.request('GET', '/api/tours?category=boat-tours')).body)).toEqual(['Capri Private Boat Tour', 'Positano Shared Boat Day', 'Procida Island Hopping']);
    expect(titles((await app.request('GET', '/api/tours?category=excursions')).body)).toEqual(['Airport Transfer', 'Amalfi Drive with a Driver', 'Farmhouse Cooking Class', 'Pompeii Ruins Guided Tour']);
    expect(titles((await app.request('GET', '/api/tours?category=rentals')).body)).toEqual(['Vespa Rental']);
  });

  it("treats category 'all' and an empty value as no filter, and an unknown category as no match", async () => {
    expect((await app.request<unknown[]>('GET', '/api/tours?category=all')).body).toHaveLength(8);
    expect((await app.request<unknown[]>('GET', '/api/tours?category=')).body).toHaveLength(8);
    const unknown = await app.request('GET', '/api/tours?category=submarine-tour');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
  });

  it('filters by the hero departures (location)', async () => {
    expect(titles((await app.request('GET', '/api/tours?location=sorrento')).body)).toEqual(['Farmhouse Cooking Class', 'Vespa Rental']);
    expect(titles((await app.request('GET', '/api/tours?location=capri')).body)).toEqual(['Capri Private Boat Tour']);
    expect(titles((await app.request('GET', '/api/tours?location=naples')).body)).toEqual(['Airport Transfer']);
  });

  it('accepts destination as an alias of location, with the home page destination ids', async () => {
    expect(titles((await app.request('GET', '/api/tours?destination=capri')).body)).toEqual(['Capri Private Boat Tour']);
    expect(titles((await app.request('GET', '/api/tours?destination=amalfi-coast')).body)).toEqual(['Amalfi Drive with a Driver', 'Positano Shared Boat Day']);
    expect(titles((await app.request('GET', '/api/tours?destination=pompeii-vesuvius')).body)).toEqual(['Pompeii Ruins Guided Tour']);
    expect(titles((await app.request('GET', '/api/tours?destination=procida')).body)).toEqual(['Procida Island Hopping']);
  });

  it('searches title, descriptions and location ignoring case and accents', async () => {
    expect(titles((await app.request('GET', `/api/tours?search=${encodeURIComponent('Positàno')}`)).body)).toEqual(['Positano Shared Boat Day']);
    expect(titles((await app.request('GET', '/api/tours?search=SORRENTO')).body)).toEqual(['Farmhouse Cooking Class', 'Vespa Rental']);
    expect(titles((await app.request('GET', '/api/tours?search=sorrento')).body)).toEqual(['Farmhouse Cooking Class', 'Vespa Rental']);
    expect(titles((await app.request('GET', '/api/tours?search=lemon%20gnocchi')).body)).toEqual(['Farmhouse Cooking Class']);
    expect((await app.request('GET', '/api/tours?search=100%25_')).body).toEqual([]);
  });

  it('combines search, category and location', async () => {
    const res = await app.request('GET', '/api/tours?search=boat&category=boat-tours&location=positano');
    expect(titles(res.body)).toEqual(['Positano Shared Boat Day']);
  });

  it('refuses unknown query fields and repeated ones with 400', async () => {
    const unknown = await app.request<ApiError>('GET', '/api/tours?sort=price');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown field "sort"');
    expect((await app.request('GET', '/api/tours?category=a&category=b')).status).toBe(400);
  });
});

describe('GET /api/tours/:id and /reviews', () => {
  it('answers the detail shape with price, currency, max passengers and category', async () => {
    const id = await createTour(app, cookie, cat['private-boat-tour']!, { additional_info: 'Bring a jacket', included: ['Skipper', 'Fuel'], not_included: ['Lunch'], images: ['/images/tours/a.jpg'] });
    const res = await app.request<catalog.TourDetail>('GET', `/api/tours/${id}`);
    expect(res.status).toBe(200);
    expectShape(catalog.getTour.response, res.body);
    expect(res.body).toMatchObject({ id, price_from: '950.00', currency: 'EUR', max_passengers: 8, category: 'private-boat-tour', included: ['Skipper', 'Fuel'], not_included: ['Lunch'], additional_info: 'Bring a jacket', images: ['/images/tours/a.jpg'] });
  });

  it('answers 404 JSON for an unknown id and for a non-uuid id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1', "x' or 1=1"]) {
      const res = await app.request<ApiError>('GET', `/api/tours/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Tour not found' });
      expect((await app.request('GET', `/api/tours/${encodeURIComponent(id)}/reviews`)).status).toBe(404);
    }
  });

  it("lists a tour's reviews in the public shape, newest first", async () => {
    const id = await createTour(app, cookie, cat['cooking-class']!);
    await app.runtime.commands.execute(new RecordReview({ tourId: id, authorName: 'Giulia Rossi', rating: 5, title: 'Wonderful', content: 'Best pasta', date: 'May 2026' }));
    await app.runtime.commands.execute(new RecordReview({ tourId: id, authorName: 'Tom', rating: 4, title: 'Great', content: 'Lovely', date: 'June 2026' }));
    const res = await app.request<catalog.Review[]>('GET', `/api/tours/${id}/reviews`);
    expect(res.status).toBe(200);
    expectShape(catalog.listTourReviews.response, res.body);
    expect(res.body.map((r) => [r.title, r.authorInitials, r.rating])).toEqual([['Great', 'T', 4], ['Wonderful', 'GR', 5]]);
  });

  it('lists reviews newest first by when their guests wrote them, whatever order they were imported in', async () => {
    const id = await createTour(app, cookie, cat['shared-boat-tour']!);
    const write = (title: string, date: string, writtenAt: string) =>
      app.runtime.commands.execute(new RecordReview({ tourId: id, authorName: 'Guest', rating: 5, title, content: 'Lovely', date }, undefined, new Date(writtenAt)));
    await write('June', 'June 2026', '2026-06-10T00:00:00Z');
    await write('August', 'August 2025', '2025-08-10T00:00:00Z');
    await write('September', 'September 2026', '2026-09-10T00:00:00Z');
    const res = await app.request<catalog.Review[]>('GET', `/api/tours/${id}/reviews`);
    expect(res.body.map((r) => r.date)).toEqual(['September 2026', 'June 2026', 'August 2025']);
  });

  // docs/spec-deviations.md#review-statistics
  it("takes a tour's rating and review count from its stored reviews: detail, list and admin alike", async () => {
    const id = await createTour(app, cookie, cat['cooking-class']!, { title: 'Pasta on a Terrace' });
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${id}`)).body).toMatchObject({ rating: '0.0', review_count: 0 });
    await reviewed(id, [5, 4, 4]);
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${id}`)).body).toMatchObject({ rating: '4.3', review_count: 3 });
    const listed = (await app.request<catalog.TourListItem[]>('GET', '/api/tours?search=terrace')).body;
    expect(listed.map((t) => [t.title, t.rating, t.reviewCount])).toEqual([['Pasta on a Terrace', '4.3', 3]]);
    expect((await app.request<catalog.AdminTour>('GET', `/api/admin/tours/${id}`, { cookie })).body).toMatchObject({ rating: '4.3', review_count: 3 });
  });

  it('answers an empty list for a tour without reviews', async () => {
    const id = await createTour(app, cookie, cat['rent-scooter']!);
    expect((await app.request('GET', `/api/tours/${id}/reviews`)).body).toEqual([]);
  });
});

describe('admin tours', () => {
  it('creates a tour (201, admin shape, money as a 2-decimal string, defaults applied)', async () => {
    const res = await app.request<catalog.AdminTour>('POST', '/api/admin/tours', { cookie, body: tourBody(cat['private-transfer']!, { price_from: 120.5 }) });
    expect(res.status).toBe(201);
    expectShape(catalog.createTour.response, res.body);
    expect(res.body).toMatchObject({ price_from: '120.50', currency: 'EUR', rating: '0.0', review_count: 0, provider_rating: '0.0', is_private: false, free_cancellation: false, images: [], included: [], not_included: [], provider_contact: false, additional_info: null, category: 'private-transfer' });
    const got = await app.request<catalog.AdminTour>('GET', `/api/admin/tours/${res.body.id}`, { cookie });
    expect(got.status).toBe(200);
    expectShape(catalog.getAdminTour.response, got.body);
    expect(got.body).toEqual(res.body);
  });

  it('names each missing required field with 400', async () => {
    const res = await app.request<ApiError>('POST', '/api/admin/tours', { cookie, body: { title: 'Only a title' } });
    expect(res.status).toBe(400);
    const fields = res.body.details!.map((d) => d.field).sort();
    expect(fields).toEqual(['category_id', 'description', 'duration', 'location', 'max_passengers', 'meeting_point', 'price_from', 'provider_id', 'provider_name', 'short_description'].sort());
    expect(res.body.message).toContain('Short description is required');
  });

  it.each([
    [{ max_passengers: 0 }, 'max_passengers'],
    [{ price_from: '-1' }, 'price_from'],
    [{ price_from: '12.345' }, 'price_from'],
    [{ price_from: '123456789' }, 'price_from'],
    [{ provider_rating: '4.55' }, 'provider_rating'],
    [{ currency: 'JPY' }, 'currency'],
    // The rating and review count come from the reviews; no one types them in.
    [{ rating: '4.8' }, 'rating'],
    [{ review_count: 389 }, 'review_count'],
    [{ images: ['javascript:alert(1)'] }, 'images'],
    // A tour has no email of its own: its provider's address is kept in the providers directory.
    [{ provider_email: 'ops@example.com' }, 'provider_email'],
    [{ is_admin: true }, 'is_admin'],
  ])('refuses %p with 400 naming %s', async (override, field) => {
    const res = await app.request<ApiError>('POST', '/api/admin/tours', { cookie, body: tourBody(cat['private-boat-tour']!, override) });
    expect(res.status).toBe(400);
    expect(res.body.details!.map((d) => d.field)).toContain(field);
  });

  it('refuses a category that does not exist or is not a tour category (422)', async () => {
    const articleCategory = await createCategory(app, cookie, { name: 'News', slug: 'news', type: 'article' });
    for (const id of [randomUUID(), 'nope', articleCategory]) {
      const res = await app.request<ApiError>('POST', '/api/admin/tours', { cookie, body: tourBody(id) });
      expect(res.status).toBe(422);
      expect(res.body.details).toEqual([{ field: 'category_id', message: 'Category must be an existing tour category' }]);
    }
  });

  it('updates a tour and keeps the statistics its reviews give', async () => {
    const id = await reviewed(await createTour(app, cookie, cat['private-boat-tour']!), [5, 4, 5, 5]);
    const res = await app.request<catalog.AdminTour>('PUT', `/api/admin/tours/${id}`, { cookie, body: tourBody(cat['shared-boat-tour']!, { title: 'Renamed', max_passengers: 20, currency: 'GBP' }) });
    expect(res.status).toBe(200);
    expectShape(catalog.updateTour.response, res.body);
    expect(res.body).toMatchObject({ title: 'Renamed', max_passengers: 20, currency: 'GBP', category: 'shared-boat-tour', rating: '4.8', review_count: 4 });
  });

  it('answers 404 for updating, reading or deleting an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'abc']) {
      expect((await app.request('PUT', `/api/admin/tours/${id}`, { cookie, body: tourBody(cat['private-boat-tour']!) })).status).toBe(404);
      expect((await app.request('GET', `/api/admin/tours/${id}`, { cookie })).status).toBe(404);
      expect((await app.request('DELETE', `/api/admin/tours/${id}`, { cookie })).status).toBe(404);
    }
  });

  it('deletes a tour (204) with its reviews, after which it is gone', async () => {
    const id = await reviewed(await createTour(app, cookie, cat['rent-scooter']!), [5, 3]);
    const res = await app.request('DELETE', `/api/admin/tours/${id}`, { cookie });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await app.request('GET', `/api/tours/${id}`)).status).toBe(404);
  });

  it('records tour events in the outbox', async () => {
    const id = await createTour(app, cookie, cat['rent-scooter']!);
    await app.request('DELETE', `/api/admin/tours/${id}`, { cookie });
    const rows = await app.runtime.orm.em.getConnection().execute<Array<{ name: string }>>(`select name from messaging.outbox where payload->>'tourId' = ? order by occurred_at`, [id]);
    expect(rows.map((r) => r.name)).toEqual(['catalog.tour.created.v1', 'catalog.tour.deleted.v1']);
  });

  it('requires an admin', async () => {
    expect((await app.request('GET', '/api/admin/tours')).status).toBe(401);
    expect((await app.request('POST', '/api/admin/tours', { body: tourBody(cat['rent-scooter']!) })).status).toBe(401);
  });
});

describe('GET /api/admin/tours (paged list)', () => {
  it('gives the same order page by page as in one list (later pages are read from the other end)', async () => {
    const all = (await app.request<{ data: catalog.AdminTour[] }>('GET', '/api/admin/tours?limit=100', { cookie })).body.data.map((t) => t.id);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      paged.push(...(await app.request<{ data: catalog.AdminTour[] }>('GET', `/api/admin/tours?limit=3&page=${page}`, { cookie })).body.data.map((t) => t.id));
    }
    expect(paged).toEqual(all);
    const searched = (await app.request<{ data: catalog.AdminTour[] }>('GET', '/api/admin/tours?search=boat&limit=100', { cookie })).body.data.map((t) => t.id);
    const searchedPaged: string[] = [];
    for (let page = 1; page <= Math.ceil(searched.length / 2); page++) {
      searchedPaged.push(...(await app.request<{ data: catalog.AdminTour[] }>('GET', `/api/admin/tours?search=boat&limit=2&page=${page}`, { cookie })).body.data.map((t) => t.id));
    }
    expect(searchedPaged).toEqual(searched);
    expect(searched.length).toBeGreaterThan(2);
  });

  let listApp: TestApp;
  let listCookie: string;
  let boats: string;
  beforeAll(async () => {
    listApp = await startTestApp();
    listCookie = await listApp.signInAsAdmin();
    boats = await createCategory(listApp, listCookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
    const cooking = await createCategory(listApp, listCookie, { name: 'Cooking', slug: 'cooking-class', type: 'tour' });
    for (let i = 1; i <= 23; i++) await createTour(listApp, listCookie, i % 2 ? boats : cooking, { title: `Tour ${String(i).padStart(2, '0')}`, location: i % 3 ? 'Sorrento' : 'Positano' });
  });
  afterAll(() => listApp.close());

  it('answers page 1 of 10, newest first, with the pagination maths', async () => {
    const res = await listApp.request<catalog.AdminTour[] & { data: catalog.AdminTour[]; pagination: unknown }>('GET', '/api/admin/tours', { cookie: listCookie });
    expect(res.status).toBe(200);
    expectShape(catalog.listAdminTours.response, res.body);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 23, pages: 3 });
    expect(res.body.data.map((t) => t.title)[0]).toBe('Tour 23');
    expect(res.body.data).toHaveLength(10);
  });

  it('answers the last, partial page and an empty page past the end', async () => {
    const last = await listApp.request<{ data: catalog.AdminTour[]; pagination: unknown }>('GET', '/api/admin/tours?page=3', { cookie: listCookie });
    expect(last.body.data.map((t) => t.title)).toEqual(['Tour 03', 'Tour 02', 'Tour 01']);
    expect(last.body.pagination).toEqual({ page: 3, limit: 10, total: 23, pages: 3 });
    const past = await listApp.request<{ data: unknown[]; pagination: unknown }>('GET', '/api/admin/tours?page=9', { cookie: listCookie });
    expect(past.body).toEqual({ data: [], pagination: { page: 9, limit: 10, total: 23, pages: 3 } });
  });

  it('filters by category id, location text and search, and counts the filtered total', async () => {
    const byCategory = await listApp.request<{ data: catalog.AdminTour[]; pagination: { total: number } }>('GET', `/api/admin/tours?category=${boats}&limit=100`, { cookie: listCookie });
    expect(byCategory.body.pagination.total).toBe(12);
    expect(byCategory.body.data.every((t) => t.category_id === boats)).toBe(true);
    const byLocation = await listApp.request<{ pagination: { total: number } }>('GET', '/api/admin/tours?location=posit', { cookie: listCookie });
    expect(byLocation.body.pagination.total).toBe(7);
    const bySearch = await listApp.request<{ data: catalog.AdminTour[] }>('GET', '/api/admin/tours?search=tour%2007', { cookie: listCookie });
    expect(bySearch.body.data.map((t) => t.title)).toEqual(['Tour 07']);
    const none = await listApp.request<{ data: unknown[]; pagination: unknown }>('GET', '/api/admin/tours?category=not-a-uuid', { cookie: listCookie });
    expect(none.body).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    expect((await listApp.request<{ pagination: { total: number } }>('GET', '/api/admin/tours?category=all', { cookie: listCookie })).body.pagination.total).toBe(23);
  });

  it('refuses a bad page or limit with 400', async () => {
    for (const q of ['page=0', 'page=abc', 'limit=0', 'limit=101', 'page=-1']) {
      expect((await listApp.request('GET', `/api/admin/tours?${q}`, { cookie: listCookie })).status).toBe(400);
    }
  });
});
