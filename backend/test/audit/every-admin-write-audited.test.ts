import { randomUUID } from 'node:crypto';
import { allRoutes, pathOf } from '@costiera/contracts';
import { startTestApp, ADMIN_PASSWORD, type ApiResponse, type TestApp } from '../support/test-app';
import { createCategory, createTour, resetBookingThrottle, tourBody } from '../catalog/fixtures';
import { upload } from '../media/upload-files';
import sharp from 'sharp';

let app: TestApp;
let cookie: string;
let tourCategory: string;
let articleCategory: string;
let pageCategory: string;

const ITALIAN_TOUR = { title: 'Capri in barca privata', short_description: 'Capri tutta per voi', description: "Una giornata intera intorno all'isola.", duration: '8 ore', meeting_point: 'Marina Piccola, Sorrento', included: [], not_included: [] };

const call = (method: string, path: string, body?: unknown, as = cookie) => app.request<{ id: string }>(method, path, { cookie: as, body });
const created = async (res: Promise<ApiResponse<{ id: string }>>) => {
  const answer = await res;
  if (answer.status !== 201) throw new Error(`not created: ${answer.status} ${answer.text}`);
  return answer.body.id;
};
const uniq = () => randomUUID().slice(0, 8);
const tour = () => createTour(app, cookie, tourCategory, { title: `Tour ${uniq()}` });
const provider = () => created(call('POST', '/api/admin/providers', { id: `PRV-${uniq()}`, name: 'Sorrento Boats', booking_emails: ['boats@example.com'], languages: ['Italian'] }));
const article = () => created(call('POST', '/api/admin/articles', { title: 'Capri guide', slug: `capri-${uniq()}`, content: 'Text', excerpt: 'Short', categoryId: articleCategory }));
const page = () => created(call('POST', '/api/admin/pages', { title: 'Contact', slug: `contact-${uniq()}`, content: 'Text', categoryId: pageCategory }));
const category = () => createCategory(app, cookie, { name: `Walks ${uniq()}`, slug: `walks-${uniq()}`, type: 'tour' });
const articleText = { slug: `guida-${uniq()}`, title: 'Guida di Capri', content: 'Testo', excerpt: 'In breve' };
const pageText = () => ({ slug: `contatti-${uniq()}`, title: 'Contatti', content: 'Testo' });
async function bookingRequest(): Promise<string> {
  await resetBookingThrottle(app);
  const tourId = await tour();
  const res = await app.request<{ id: string }>('POST', '/api/booking-requests', { body: { customerName: 'Ada Rossi', customerEmail: 'ada@example.com', date: '2027-06-01', people: 2, tourId } });
  if (res.status !== 201) throw new Error(`request not submitted: ${res.status} ${res.text}`);
  return res.body.id;
}
/** A JPEG no other call uploaded (a repeat of stored bytes changes nothing). */
async function newPhoto(): Promise<Buffer> {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: r!, g: g!, b: b! } } }).jpeg().toBuffer();
}
async function photo(): Promise<string> {
  const res = await upload(app, cookie, await newPhoto(), 'bay.jpg', 'image/jpeg');
  if (res.status !== 201) throw new Error(`photo not uploaded: ${res.status}`);
  return res.body.id as string;
}
async function secondSession(): Promise<string> {
  const res = await app.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  return res.cookies.map((c) => c.split(';')[0]).join('; ');
}

/**
 * For every admin write of the API: how to make it succeed (setting up what it needs first) and
 * the entry it must write. A new admin write without a line here fails the first test.
 */
interface Scenario {
  readonly kind: string;
  readonly action: string;
  /** Sets up what the call needs; answers the path's parameters, and the session to use if not the admin's usual one. */
  readonly given: () => Promise<{ params: Record<string, string>; cookie?: string; body?: unknown }>;
  readonly body?: unknown;
  /** Makes the call itself, for a body that is not JSON (an upload). */
  readonly send?: (as: string) => Promise<{ status: number }>;
}
const lang = (id: string) => ({ params: { id, lang: 'it' } });
const withItalianTour = async () => {
  const id = await tour();
  await call('PUT', `/api/admin/tours/${id}/translations/it`, ITALIAN_TOUR);
  return lang(id);
};
const withItalianCategory = async () => {
  const id = await category();
  await call('PUT', `/api/admin/categories/${id}/translations/it`, { name: 'Passeggiate' });
  return lang(id);
};
const withItalianArticle = async () => {
  const id = await article();
  await call('PUT', `/api/admin/articles/${id}/translations/it`, { ...articleText, slug: `guida-${uniq()}` });
  return lang(id);
};
const withItalianPage = async () => {
  const id = await page();
  await call('PUT', `/api/admin/pages/${id}/translations/it`, pageText());
  return lang(id);
};
const id = (make: () => Promise<string>) => async () => ({ params: { id: await make() } });

const SCENARIOS: Record<string, Scenario> = {
  'identity.logout': { kind: 'user', action: 'sign-out', given: async () => ({ params: {}, cookie: await secondSession() }) },
  'identity.change-staff-language': { kind: 'user', action: 'update', given: async () => ({ params: {} }), body: { language: 'it' } },
  'catalog.admin.create-tour': { kind: 'tour', action: 'create', given: async () => ({ params: {} }), body: undefined },
  'catalog.admin.update-tour': { kind: 'tour', action: 'update', given: id(tour), body: undefined },
  'catalog.admin.delete-tour': { kind: 'tour', action: 'delete', given: id(tour) },
  'catalog.admin.create-provider': { kind: 'provider', action: 'create', given: async () => ({ params: {} }), body: { id: 'PRV-NEW', name: 'Amalfi Drivers', booking_emails: ['drive@example.com'], languages: ['Italian'] } },
  'catalog.admin.update-provider': { kind: 'provider', action: 'update', given: id(provider), body: { name: 'Sorrento Boats and Bikes', booking_emails: ['boats@example.com'], languages: ['Italian'] } },
  'catalog.admin.delete-provider': { kind: 'provider', action: 'delete', given: id(provider) },
  'catalog.admin.put-tour-translation': { kind: 'tour-translation', action: 'create', given: async () => lang(await tour()), body: ITALIAN_TOUR },
  'catalog.admin.confirm-tour-translation': { kind: 'tour-translation', action: 'confirm', given: withItalianTour },
  'catalog.admin.delete-tour-translation': { kind: 'tour-translation', action: 'delete', given: withItalianTour },
  'content.admin.create-category': { kind: 'category', action: 'create', given: async () => ({ params: {} }), body: { name: 'Food', slug: 'food', type: 'article' } },
  'content.admin.update-category': { kind: 'category', action: 'update', given: id(category), body: { name: 'Hikes', slug: `hikes-${uniq()}`, type: 'tour' } },
  'content.admin.put-category-translation': { kind: 'category-translation', action: 'create', given: async () => lang(await category()), body: { name: 'Passeggiate' } },
  'content.admin.confirm-category-translation': { kind: 'category-translation', action: 'confirm', given: withItalianCategory },
  'content.admin.delete-category-translation': { kind: 'category-translation', action: 'delete', given: withItalianCategory },
  'content.admin.delete-category': { kind: 'category', action: 'delete', given: id(category) },
  'content.admin.create-article': { kind: 'article', action: 'create', given: async () => ({ params: {} }), body: { title: 'Amalfi guide', slug: 'amalfi-guide', content: 'Text', excerpt: 'Short', categoryId: '' } },
  'content.admin.update-article': { kind: 'article', action: 'update', given: id(article), body: { title: 'Capri guide, updated', slug: `capri-${uniq()}`, content: 'Text\nMore text', excerpt: 'Short', categoryId: '' } },
  'content.admin.delete-article': { kind: 'article', action: 'delete', given: id(article) },
  'content.admin.create-page': { kind: 'page', action: 'create', given: async () => ({ params: {} }), body: { title: 'About', slug: 'about', content: 'Text', categoryId: '' } },
  'content.admin.update-page': { kind: 'page', action: 'update', given: id(page), body: { title: 'Contact us', slug: `contact-${uniq()}`, content: 'Text', categoryId: '' } },
  'content.admin.delete-page': { kind: 'page', action: 'delete', given: id(page) },
  'content.admin.put-article-translation': { kind: 'article-translation', action: 'create', given: async () => lang(await article()), body: articleText },
  'content.admin.delete-article-translation': { kind: 'article-translation', action: 'delete', given: withItalianArticle },
  'content.admin.confirm-article-translation': { kind: 'article-translation', action: 'confirm', given: withItalianArticle },
  'content.admin.put-page-translation': { kind: 'page-translation', action: 'create', given: async () => lang(await page()), body: pageText() },
  'content.admin.delete-page-translation': { kind: 'page-translation', action: 'delete', given: withItalianPage },
  'content.admin.confirm-page-translation': { kind: 'page-translation', action: 'confirm', given: withItalianPage },
  'bookings.admin.change-status': { kind: 'booking-request', action: 'status-change', given: id(bookingRequest), body: { status: 'confirmed' } },
  'bookings.admin.delete-booking-request': { kind: 'booking-request', action: 'delete', given: id(bookingRequest) },
  'bookings.admin.update-tour-calendar': { kind: 'tour-calendar', action: 'create', given: id(tour), body: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6], capacity: 20 } },
  'bookings.admin.close-tour-date': { kind: 'tour-calendar', action: 'close-date', given: async () => ({ params: { id: await tour(), date: '2026-06-10' } }), body: { reason: 'The boat is in for repairs' } },
  'bookings.admin.reopen-tour-date': {
    kind: 'tour-calendar',
    action: 'reopen-date',
    given: async () => {
      const tourId = await tour();
      await call('PUT', `/api/admin/tours/${tourId}/closed-dates/2026-06-10`, {});
      return { params: { id: tourId, date: '2026-06-10' } };
    },
  },
  'bookings.admin.rotate-provider-calendar-link': { kind: 'provider', action: 'rotate-link', given: id(provider) },
  'media.admin.upload-photo': { kind: 'photo', action: 'upload', given: async () => ({ params: {} }), send: async (as) => upload(app, as, await newPhoto(), 'bay.jpg', 'image/jpeg') },
  'media.admin.write-photo-alt': { kind: 'photo', action: 'update', given: id(photo), body: { alt: { en: 'The bay at dawn', it: "La baia all'alba" } } },
  'bookings.admin.weather-closure': {
    kind: 'weather-closure',
    action: 'create',
    given: async () => ({ params: {}, body: { date: '2026-09-01', tour_id: await tour(), reason: 'Rain', cancel_requests: false } }),
  },
};

/** Bodies that need ids made in `beforeAll`. */
function bodyOf(name: string, scenario: Scenario): unknown {
  switch (name) {
    case 'catalog.admin.create-tour':
    case 'catalog.admin.update-tour':
      return tourBody(tourCategory, { title: `Tour ${uniq()}`, price_from: '120.00' });
    case 'content.admin.create-article':
    case 'content.admin.update-article':
      return { ...(scenario.body as object), categoryId: articleCategory };
    case 'content.admin.create-page':
    case 'content.admin.update-page':
      return { ...(scenario.body as object), categoryId: pageCategory };
    default:
      return scenario.body;
  }
}

const adminWrites = allRoutes.filter((r) => r.access === 'admin' && r.method !== 'GET');
const lastSeq = async () => Number(((await app.runtime.orm.em.getConnection().execute('select coalesce(max(seq), 0) as seq from audit.entries')) as { seq: string }[])[0]!.seq);

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  tourCategory = await createCategory(app, cookie, { name: 'Boat tours', slug: 'boat-tours', type: 'tour' });
  articleCategory = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'article' });
  pageCategory = await createCategory(app, cookie, { name: 'About us', slug: 'about-us', type: 'page' });
});
afterAll(() => app.close());

describe('every admin write is audited', () => {
  it('has a scenario for each admin write route of the API, and none for a route that is gone', () => {
    expect(adminWrites.map((r) => r.name).sort()).toEqual(Object.keys(SCENARIOS).sort());
  });

  it.each(adminWrites.map((r) => [`${r.method} ${r.path}`, r] as const))('%s writes exactly one entry naming its item and action', async (_label, route) => {
    const scenario = SCENARIOS[route.name]!;
    const given = await scenario.given();
    const body = given.body ?? bodyOf(route.name, scenario);
    const before = await lastSeq();
    const res = scenario.send ? await scenario.send(given.cookie ?? cookie) : await app.request(route.method, pathOf(route, given.params), { cookie: given.cookie ?? cookie, body });
    if (res.status !== route.status) throw new Error(`${route.name} answered ${res.status}`);
    const rows = (await app.runtime.orm.em.getConnection().execute('select kind, action, item_id, actor_name from audit.entries where seq > ? order by seq', [before])) as {
      kind: string;
      action: string;
      item_id: string | null;
      actor_name: string;
    }[];
    expect(rows.map((r) => [r.kind, r.action, r.actor_name])).toEqual([[scenario.kind, scenario.action, 'admin']]);
    if (given.params.id) expect(rows[0]!.item_id).toBe(given.params.id);
  });
});
