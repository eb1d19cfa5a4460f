import { catalog, ApiError } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, expectShape } from './fixtures';
import { GetProviderBookingAddresses } from '../../src/modules/catalog';

let app: TestApp;
let cookie: string;
let categoryId: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  categoryId = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
});
afterAll(() => app.close());

const CAPRI = { id: 'PRV-CBC-01', name: 'Capri Blue Charters', booking_emails: ['bookings@capriblue.example.com', 'skipper@capriblue.example.com'], phone: '+39 081 837 0001', languages: ['Italian', 'English'] };
const create = (body: Record<string, unknown>) => app.request<catalog.AdminProvider & ApiError>('POST', '/api/admin/providers', { cookie, body });
const providerCount = async () => (await app.runtime.orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from catalog.providers'))[0]!.n;

describe('providers directory (admin)', () => {
  it('creates a provider with several booking addresses and reads it back', async () => {
    const res = await create(CAPRI);
    expect(res.status).toBe(201);
    expectShape(catalog.AdminProvider, res.body);
    expect(res.body).toMatchObject({ ...CAPRI, active: true, tour_count: 0 });
    const got = await app.request<catalog.AdminProvider>('GET', `/api/admin/providers/${CAPRI.id}`, { cookie });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('refuses a second provider with the same id (409) and keeps the first', async () => {
    const res = await create({ ...CAPRI, name: 'Someone else', booking_emails: ['x@example.com'] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: 'A provider with the id "PRV-CBC-01" already exists', details: [{ field: 'id', message: 'is already taken' }] });
    expect((await app.request<catalog.AdminProvider>('GET', `/api/admin/providers/${CAPRI.id}`, { cookie })).body.name).toBe('Capri Blue Charters');
  });

  it.each([
    [{ ...CAPRI, id: 'PRV-NEW', booking_emails: [] }, 'booking_emails', 'Booking emails needs at least one email address'],
    [{ ...CAPRI, id: 'PRV-NEW', booking_emails: ['ok@example.com', 'not-an-email'] }, 'booking_emails', 'Booking emails: "not-an-email" is not a valid email address'],
    [{ ...CAPRI, id: 'PRV-NEW', booking_emails: 'ok@example.com' }, 'booking_emails', 'Booking emails must be a list'],
    [{ ...CAPRI, id: '  ' }, 'id', 'Provider id is required'],
    [{ ...CAPRI, id: 'PRV-NEW', name: '' }, 'name', 'Name is required'],
    [{ ...CAPRI, id: 'PRV-NEW', rating: '4.5' }, 'rating', 'Unknown field "rating"'],
  ])('refuses a bad body with 400 naming the field (%#)', async (body, field, message) => {
    const before = await providerCount();
    const res = await create(body);
    expect(res.status).toBe(400);
    expectShape(ApiError, res.body);
    expect(res.body.error).toBe('bad_request');
    expect(res.body.details).toContainEqual({ field, message });
    expect(await providerCount()).toBe(before);
  });

  it('keeps each address once, ignoring case and blank entries', async () => {
    const res = await create({ id: 'PRV-DUP', name: 'Dup', booking_emails: ['a@example.com', ' ', 'A@Example.com', 'b@example.com'] });
    expect(res.status).toBe(201);
    expect(res.body.booking_emails).toEqual(['a@example.com', 'b@example.com']);
  });

  it('updates name, addresses, phone, languages and the active flag; the id stays', async () => {
    const res = await app.request<catalog.AdminProvider>('PUT', '/api/admin/providers/PRV-DUP', {
      cookie,
      body: { name: 'Dup & Sons', booking_emails: ['desk@dup.example.com'], phone: '', languages: ['Italian'], active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'PRV-DUP', name: 'Dup & Sons', booking_emails: ['desk@dup.example.com'], phone: null, languages: ['Italian'], active: false });
    const bad = await app.request<ApiError>('PUT', '/api/admin/providers/PRV-DUP', { cookie, body: { id: 'PRV-OTHER', name: 'X', booking_emails: ['x@example.com'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({ field: 'id', message: 'Unknown field "id"' });
    expect((await app.request('PUT', '/api/admin/providers/PRV-NOPE', { cookie, body: { name: 'X', booking_emails: ['x@example.com'] } })).status).toBe(404);
  });

  it('lists newest first and searches by name, id or email', async () => {
    await create({ id: 'PRV-VSP-09', name: 'Vespa Costa Rentals', booking_emails: ['rent@vespacosta.example.com'] });
    const all = await app.request<{ data: catalog.AdminProvider[]; pagination: unknown }>('GET', '/api/admin/providers', { cookie });
    expect(all.status).toBe(200);
    expectShape(catalog.listProviders.response, all.body);
    expect(all.body.data.map((p) => p.id)).toEqual(['PRV-VSP-09', 'PRV-DUP', 'PRV-CBC-01']);
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    const ids = async (search: string) =>
      (await app.request<{ data: catalog.AdminProvider[] }>('GET', `/api/admin/providers?search=${encodeURIComponent(search)}`, { cookie })).body.data.map((p) => p.id);
    expect(await ids('vespa')).toEqual(['PRV-VSP-09']);
    expect(await ids('cbc-01')).toEqual(['PRV-CBC-01']);
    expect(await ids('skipper@capriblue')).toEqual(['PRV-CBC-01']);
    expect(await ids('example.com')).toHaveLength(3);
    expect(await ids('nobody')).toEqual([]);
  });

  it('refuses to delete a provider that tours name, naming the tours (409), and deletes it once they are gone', async () => {
    const first = await createTour(app, cookie, categoryId, { title: 'Capri Private Boat Tour', provider_id: CAPRI.id, provider_name: CAPRI.name });
    const second = await createTour(app, cookie, categoryId, { title: 'Capri Island Cruise', provider_id: CAPRI.id, provider_name: CAPRI.name });
    expect((await app.request<catalog.AdminProvider>('GET', `/api/admin/providers/${CAPRI.id}`, { cookie })).body.tour_count).toBe(2);
    const res = await app.request<ApiError>('DELETE', `/api/admin/providers/${CAPRI.id}`, { cookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('conflict');
    expect(res.body.message).toBe(
      `This provider is named by 2 tours: "Capri Island Cruise" (${second}), "Capri Private Boat Tour" (${first}). Give them another provider before deleting it, or mark it inactive.`,
    );
    expect(res.body.details).toEqual([
      { field: 'tours', message: `${second}: Capri Island Cruise` },
      { field: 'tours', message: `${first}: Capri Private Boat Tour` },
    ]);
    expect((await app.request('GET', `/api/admin/providers/${CAPRI.id}`, { cookie })).status).toBe(200);

    for (const id of [first, second]) expect((await app.request('DELETE', `/api/admin/tours/${id}`, { cookie })).status).toBe(204);
    expect((await app.request('DELETE', `/api/admin/providers/${CAPRI.id}`, { cookie })).status).toBe(204);
    expect((await app.request('GET', `/api/admin/providers/${CAPRI.id}`, { cookie })).status).toBe(404);
    expect((await app.request('DELETE', `/api/admin/providers/${CAPRI.id}`, { cookie })).status).toBe(404);
  });

  it('answers a NUL in the id or the body with 400, never 500', async () => {
    expect((await app.request('GET', '/api/admin/providers/%00', { cookie })).status).toBe(400);
    expect((await app.request('DELETE', '/api/admin/providers/a%00b', { cookie })).status).toBe(400);
    const res = await create({ id: 'PRV-\u0000', name: 'N\u0000', booking_emails: ['n@example.com'] });
    expect(res.status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await app.request('GET', '/api/admin/providers')).status).toBe(401);
    const user = await app.signInAsNonAdmin();
    expect((await app.request('POST', '/api/admin/providers', { cookie: user, body: { ...CAPRI, id: 'PRV-X' } })).status).toBe(403);
  });
});

describe('tours and the directory', () => {
  it('saves a tour whose provider is not in the directory and marks it as having no provider contact', async () => {
    await create({ id: 'PRV-LISTED', name: 'Listed', booking_emails: ['listed@example.com'] });
    const listed = await createTour(app, cookie, categoryId, { title: 'Listed Tour', provider_id: 'PRV-LISTED', provider_name: 'Listed' });
    const unlisted = await createTour(app, cookie, categoryId, { title: 'Unlisted Tour', provider_id: 'PRV-NOT-IN-DIRECTORY', provider_name: 'Someone' });
    const tour = async (id: string) => (await app.request<catalog.AdminTour>('GET', `/api/admin/tours/${id}`, { cookie })).body;
    expect(await tour(listed)).toMatchObject({ provider_id: 'PRV-LISTED', provider_contact: true });
    expect(await tour(unlisted)).toMatchObject({ provider_id: 'PRV-NOT-IN-DIRECTORY', provider_name: 'Someone', provider_contact: false });
    expect(await tour(unlisted)).not.toHaveProperty('provider_email');
    const list = await app.request<{ data: catalog.AdminTour[] }>('GET', '/api/admin/tours?search=Tour', { cookie });
    expectShape(catalog.listAdminTours.response, list.body);
    expect(Object.fromEntries(list.body.data.map((t) => [t.title, t.provider_contact]))).toMatchObject({ 'Listed Tour': true, 'Unlisted Tour': false });
    // The per-tour email is gone from the form's body.
    const old = await app.request<ApiError>('POST', '/api/admin/tours', { cookie, body: { title: 'Old Form', short_description: 's', description: 'd', category_id: categoryId, location: 'Capri', duration: '2 hours', max_passengers: 2, meeting_point: 'Pier', price_from: '10', provider_name: 'X', provider_id: 'PRV-X', provider_email: 'x@example.com' } });
    expect(old.status).toBe(400);
    expect(old.body.details).toContainEqual({ field: 'provider_email', message: 'Unknown field "provider_email"' });

    // The facade: a tour's or a provider's booking addresses; none when unlisted or inactive.
    const addresses = (of: ConstructorParameters<typeof GetProviderBookingAddresses>[0]) => app.runtime.queries.execute(new GetProviderBookingAddresses(of));
    expect(await addresses({ tourId: listed })).toEqual(['listed@example.com']);
    expect(await addresses({ providerId: 'PRV-LISTED' })).toEqual(['listed@example.com']);
    expect(await addresses({ tourId: unlisted })).toEqual([]);
    expect(await addresses({ tourId: 'not-a-uuid' })).toEqual([]);
    await app.request('PUT', '/api/admin/providers/PRV-LISTED', { cookie, body: { name: 'Listed', booking_emails: ['listed@example.com'], active: false } });
    expect(await addresses({ tourId: listed })).toEqual([]);
    expect(await tour(listed)).toMatchObject({ provider_contact: false });
  });
});
