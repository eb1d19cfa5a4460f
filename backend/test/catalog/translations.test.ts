import type { ApiError, catalog, content } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { WriteTourTranslation } from '../../src/modules/catalog';
import { WriteCategoryTranslation } from '../../src/modules/content';
import { createCategory, createTour, expectShape, tourBody } from './fixtures';
import { catalog as catalogRoutes, content as contentRoutes } from '@costiera/contracts';

/**
 * Tours and category names in the site's other languages (docs/adr/0019-languages-are-data.md):
 * the admin writes, confirms and deletes translations beside the English; public reads take
 * `?lang=` and say which language each tour's text is in.
 */
let app: TestApp;
let cookie: string;
let categoryId: string;
let grottoId: string;
let cityId: string;
let plainId: string;

const ITALIAN: catalog.TourTranslationBody = {
  title: 'Grotta Azzurra in barca privata',
  short_description: 'Capri e i Faraglioni dal mare',
  description: "Una giornata intera intorno all'isola di Capri con soste per il bagno.",
  duration: '8 ore',
  meeting_point: 'Marina Piccola, Sorrento',
  included: ['Skipper', 'Bevande'],
  not_included: ['Pranzo'],
};

const grottoEnglish = (overrides: Record<string, unknown> = {}) =>
  tourBody(categoryId, { title: 'Blue Grotto by Private Boat', location: 'Capri', included: ['Skipper', 'Drinks'], not_included: ['Lunch'], ...overrides });

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  categoryId = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  grottoId = await createTour(app, cookie, categoryId, grottoEnglish());
  cityId = await createTour(app, cookie, categoryId, { title: 'Naples City Walk', location: 'Naples', short_description: 'Old town on foot', description: 'Spaccanapoli and the Duomo.' });
  plainId = await createTour(app, cookie, categoryId, { title: 'Sunset Cruise', location: 'Sorrento' });
});
afterAll(() => app.close());

const translationPath = (id: string, lang: string) => `/api/admin/tours/${id}/translations/${lang}`;
const put = (id: string, lang: string, body: unknown) => app.request<catalog.TourTranslationAnswer & ApiError>('PUT', translationPath(id, lang), { cookie, body });
const adminTour = async (id: string) => (await app.request<catalog.AdminTour>('GET', `/api/admin/tours/${id}`, { cookie })).body;

describe('a tour translation in the admin', () => {
  it('is stored by PUT and read back beside the English, current, with who wrote it', async () => {
    const saved = await put(grottoId, 'it', ITALIAN);
    expect(saved.status).toBe(200);
    expectShape(catalogRoutes.putTourTranslation.response, saved.body);
    expect(saved.body).toMatchObject({ tour_id: grottoId, language: 'it', state: 'current', translation: { ...ITALIAN, additional_info: null, updated_by: 'admin' } });
    expect(saved.body.english).toMatchObject({ title: 'Blue Grotto by Private Boat', meeting_point: 'Marina Piccola, Sorrento', included: ['Skipper', 'Drinks'] });

    const read = await app.request<catalog.TourTranslationAnswer>('GET', translationPath(grottoId, 'it'), { cookie });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved.body);
    // The write is an event like any catalogue change (read caches drop on it).
    const events = await app.runtime.orm.em.getConnection().execute<Array<{ name: string }>>(`select name from messaging.outbox where payload->>'tourId' = ?`, [grottoId]);
    expect(events.map((e) => e.name)).toContain('catalog.tour.translation-updated.v1');
  });

  it('answers 404 with a clear message when the tour has no translation in the language, or no such tour', async () => {
    const none = await app.request<ApiError>('GET', translationPath(plainId, 'it'), { cookie });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This tour has no Italian translation');
    const unknown = await app.request<ApiError>('GET', translationPath('00000000-0000-4000-8000-000000000000', 'it'), { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Tour not found');
  });

  it('refuses a translation that leaves empty a field the English fills (422 naming the fields), and stores nothing', async () => {
    const { meeting_point: _m, included: _i, ...partial } = ITALIAN;
    const res = await put(plainId, 'it', { ...partial, included: [] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Translate every field the English has: Meeting point');
    expect(res.body.details).toEqual([{ field: 'meeting_point', message: 'Meeting point is required: the English has it' }]);

    const withIncluded = await put(grottoId, 'it', { ...ITALIAN, title: '  ', included: [] });
    expect(withIncluded.status).toBe(422);
    expect(withIncluded.body.message).toBe('Translate every field the English has: Title, Included');
    expect((await app.request('GET', translationPath(plainId, 'it'), { cookie })).status).toBe(404);
    expect((await app.request<catalog.TourTranslationAnswer>('GET', translationPath(grottoId, 'it'), { cookie })).body.translation.title).toBe(ITALIAN.title);
  });

  it("refuses English and languages the site does not have (422 naming the site's languages)", async () => {
    const english = await put(plainId, 'en', ITALIAN);
    expect(english.status).toBe(422);
    expect(english.body.message).toMatch(/English is the source translations are made from/);
    expect(english.body.details).toEqual([{ field: 'lang', message: 'Language must be one of it' }]);
    for (const lang of ['de', 'ITA', 'x']) {
      const res = await put(plainId, lang, ITALIAN);
      expect([lang, res.status]).toEqual([lang, 422]);
      expect(res.body.message).toBe(`The site has no language "${lang}": translations can be written in it`);
    }
    expect((await app.request('GET', translationPath(plainId, 'de'), { cookie })).status).toBe(422);
    expect((await app.request('DELETE', translationPath(plainId, 'en'), { cookie })).status).toBe(422);
  });

  it('goes stale when the English changes, and current again after an update or a confirmation', async () => {
    expect((await adminTour(grottoId)).translations).toEqual({ it: 'current' });
    expect((await adminTour(plainId)).translations).toEqual({ it: 'missing' });

    // A change outside the text (the price) leaves it current; a change of the text makes it stale.
    expect((await app.request('PUT', `/api/admin/tours/${grottoId}`, { cookie, body: grottoEnglish({ price_from: '990.00' }) })).status).toBe(200);
    expect((await adminTour(grottoId)).translations).toEqual({ it: 'current' });
    expect((await app.request('PUT', `/api/admin/tours/${grottoId}`, { cookie, body: grottoEnglish({ duration: '7 hours' }) })).status).toBe(200);
    expect((await adminTour(grottoId)).translations).toEqual({ it: 'stale' });
    expect((await app.request<catalog.TourTranslationAnswer>('GET', translationPath(grottoId, 'it'), { cookie })).body.state).toBe('stale');

    const confirmed = await app.request<catalog.TourTranslationAnswer>('POST', `${translationPath(grottoId, 'it')}/confirm`, { cookie });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'current', translation: { duration: '8 ore' } });
    expect((await adminTour(grottoId)).translations).toEqual({ it: 'current' });

    expect((await app.request('PUT', `/api/admin/tours/${grottoId}`, { cookie, body: grottoEnglish({ duration: '8 hours' }) })).status).toBe(200);
    expect((await adminTour(grottoId)).translations).toEqual({ it: 'stale' });
    expect((await put(grottoId, 'it', ITALIAN)).body.state).toBe('current');

    const list = await app.request<{ data: catalog.AdminTour[] }>('GET', '/api/admin/tours', { cookie });
    expectShape(catalogRoutes.listAdminTours.response, list.body);
    expect(Object.fromEntries(list.body.data.map((t) => [t.title, t.translations]))).toEqual({
      'Blue Grotto by Private Boat': { it: 'current' },
      'Naples City Walk': { it: 'missing' },
      'Sunset Cruise': { it: 'missing' },
    });
  });

  it('confirms only a translation that exists (404 otherwise)', async () => {
    const res = await app.request<ApiError>('POST', `${translationPath(plainId, 'it')}/confirm`, { cookie });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This tour has no Italian translation');
  });

  it('deletes a translation: the tour reads in English again and its state is missing', async () => {
    expect((await put(plainId, 'it', { ...ITALIAN, title: 'Crociera al tramonto', included: [], not_included: [] })).status).toBe(200);
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${plainId}?lang=it`)).body.title).toBe('Crociera al tramonto');
    expect((await app.request('DELETE', translationPath(plainId, 'it'), { cookie })).status).toBe(204);
    expect((await app.request('DELETE', translationPath(plainId, 'it'), { cookie })).status).toBe(404);
    expect((await app.request('GET', translationPath(plainId, 'it'), { cookie })).status).toBe(404);
    expect((await adminTour(plainId)).translations).toEqual({ it: 'missing' });
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${plainId}?lang=it`)).body).toMatchObject({ title: 'Sunset Cruise', lang: 'en', languages: ['en'] });
  });

  it('is written by the command the seed calls, and needs an admin over HTTP', async () => {
    await app.runtime.commands.execute(
      new WriteTourTranslation(cityId, 'it', {
        title: 'Passeggiata nella città di Napoli',
        shortDescription: 'Il centro storico a piedi',
        description: 'Spaccanapoli e il Duomo.',
        duration: '8 ore',
        meetingPoint: 'Marina Piccola, Sorrento',
        included: [],
        notIncluded: [],
        additionalInfo: null,
      }),
    );
    const read = await app.request<catalog.TourTranslationAnswer>('GET', translationPath(cityId, 'it'), { cookie });
    expect(read.body).toMatchObject({ state: 'current', translation: { title: 'Passeggiata nella città di Napoli', updated_by: null } });
    expect((await app.request('GET', translationPath(cityId, 'it'))).status).toBe(401);
    expect((await app.request('PUT', translationPath(cityId, 'it'), { body: ITALIAN })).status).toBe(401);
  });
});

describe('public tour reads in a language', () => {
  it('answers a translated tour in Italian with lang it, and its languages', async () => {
    const res = await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}?lang=it`);
    expect(res.status).toBe(200);
    expectShape(catalogRoutes.getTour.response, res.body);
    expect(res.body).toMatchObject({
      title: ITALIAN.title,
      short_description: ITALIAN.short_description,
      description: ITALIAN.description,
      duration: '8 ore',
      included: ITALIAN.included,
      not_included: ITALIAN.not_included,
      meeting_point: ITALIAN.meeting_point,
      location: 'Capri',
      lang: 'it',
      languages: ['en', 'it'],
    });
  });

  it('answers an untranslated tour in English with lang en, and English alone among its languages', async () => {
    const res = await app.request<catalog.TourDetail>('GET', `/api/tours/${plainId}?lang=it`);
    expect(res.body).toMatchObject({ title: 'Sunset Cruise', lang: 'en', languages: ['en'] });
  });

  it('answers in English without lang (as before, with the added fields)', async () => {
    const res = await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}`);
    expect(res.body).toMatchObject({ title: 'Blue Grotto by Private Boat', duration: '8 hours', lang: 'en', languages: ['en', 'it'], category_lang: 'en' });
    const list = await app.request<catalog.TourListItem[]>('GET', '/api/tours');
    expectShape(catalogRoutes.listTours.response, list.body);
    expect(list.body.find((t) => t.id === grottoId)).toMatchObject({ title: 'Blue Grotto by Private Boat', lang: 'en', languages: ['en', 'it'] });
  });

  it('lists tours in Italian where translated, in English elsewhere', async () => {
    const res = await app.request<catalog.TourListItem[]>('GET', '/api/tours?lang=it');
    expect(res.status).toBe(200);
    expectShape(catalogRoutes.listTours.response, res.body);
    const byId = new Map(res.body.map((t) => [t.id, t]));
    expect(byId.get(grottoId)).toMatchObject({ title: ITALIAN.title, shortDescription: ITALIAN.short_description, duration: '8 ore', lang: 'it', languages: ['en', 'it'] });
    expect(byId.get(plainId)).toMatchObject({ title: 'Sunset Cruise', lang: 'en', languages: ['en'] });
  });

  it('refuses a language the site does not have (400 with a clear message)', async () => {
    const unknown = await app.request<ApiError>('GET', '/api/tours?lang=de');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The site has no pages in "de": its languages are en, it');
    expect((await app.request<ApiError>('GET', `/api/tours/${grottoId}?lang=de`)).status).toBe(400);
    const malformed = await app.request<ApiError>('GET', '/api/tours?lang=Italiano');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Language must be a language code of two lower-case letters/);
  });

  it('shows a translation change on the very next Italian read (the cache keys the language)', async () => {
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}?lang=it`)).body.title).toBe(ITALIAN.title);
    expect((await app.request<catalog.TourListItem[]>('GET', '/api/tours?lang=it')).body.find((t) => t.id === grottoId)!.title).toBe(ITALIAN.title);
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}`)).body.title).toBe('Blue Grotto by Private Boat');

    expect((await put(grottoId, 'it', { ...ITALIAN, title: 'La Grotta Azzurra in barca' })).status).toBe(200);
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}?lang=it`)).body.title).toBe('La Grotta Azzurra in barca');
    expect((await app.request<catalog.TourListItem[]>('GET', '/api/tours?lang=it')).body.find((t) => t.id === grottoId)!.title).toBe('La Grotta Azzurra in barca');
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}`)).body.title).toBe('Blue Grotto by Private Boat');
    await put(grottoId, 'it', ITALIAN);
  });
});

describe('search in the reader language', () => {
  it("takes each language's text search configuration from one map, 'simple' where Postgres has none", async () => {
    const [row] = await app.runtime.orm.em
      .getConnection()
      .execute<Array<Record<string, string>>>(`select public.search_configuration('it')::text as it, public.search_configuration('de')::text as de, public.search_configuration('la')::text as la`);
    expect(row).toEqual({ it: 'italian', de: 'german', la: 'simple' });
  });

  const found = async (query: string) => (await app.request<catalog.TourListItem[]>('GET', `/api/tours?${query}`)).body.map((t) => t.id);

  it('finds an Italian title by its words, stemmed, with or without accents', async () => {
    expect(await found('lang=it&search=grotta')).toEqual([grottoId]);
    expect(await found('lang=it&search=Grotte')).toEqual([grottoId]);
    expect(await found('lang=it&search=citta')).toEqual([cityId]);
    expect(await found(`lang=it&search=${encodeURIComponent('città')}`)).toEqual([cityId]);
    expect(await found(`lang=it&search=${encodeURIComponent('barca privata')}`)).toEqual([grottoId]);
  });

  it("matches a translated tour's location too, and an untranslated tour by its English", async () => {
    // The grotto tour by its Italian text and location; the untranslated cruise by its English description ('... the island of Capri').
    expect(new Set(await found('lang=it&search=capri'))).toEqual(new Set([grottoId, plainId]));
    expect(await found('lang=it&search=sunset')).toEqual([plainId]);
    // Shown in Italian, the grotto tour no longer matches its English words.
    expect(await found('lang=it&search=blue')).toEqual([]);
  });

  it('keeps English search as it was', async () => {
    expect(await found('search=grotto')).toEqual([grottoId]);
    expect(await found('search=grotta')).toEqual([]);
    expect(await found('search=walk')).toEqual([cityId]);
  });

  it('lets the admin list search the translations of a language as well as the English', async () => {
    const titles = async (query: string) => (await app.request<{ data: catalog.AdminTour[] }>('GET', `/api/admin/tours?${query}`, { cookie })).body.data.map((t) => t.title);
    expect(await titles('search=grotta')).toEqual([]);
    expect(await titles('search=grotta&lang=it')).toEqual(['Blue Grotto by Private Boat']);
    expect(await titles('search=citta&lang=it')).toEqual(['Naples City Walk']);
    expect(await titles('search=grotto&lang=it')).toEqual(['Blue Grotto by Private Boat']);
    expect((await app.request('GET', '/api/admin/tours?search=grotta&lang=de', { cookie })).status).toBe(400);
  });
});

describe('category translations', () => {
  const path = (lang: string) => `/api/admin/categories/${categoryId}/translations/${lang}`;
  const categoryStates = async () =>
    (await app.request<{ data: content.Category[] }>('GET', '/api/admin/categories?type=tour', { cookie })).body.data.find((c) => c.id === categoryId)!.translations;

  it('are stored, read, confirmed and deleted like the tours', async () => {
    expect(await categoryStates()).toEqual({ it: 'missing' });
    const empty = await app.request<ApiError>('PUT', path('it'), { cookie, body: { name: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Translate every field the English has: Name');
    expect((await app.request<ApiError>('PUT', path('en'), { cookie, body: { name: 'Barca' } })).status).toBe(422);

    const saved = await app.request<content.CategoryTranslationAnswer>('PUT', path('it'), { cookie, body: { name: 'Tour in barca privata' } });
    expect(saved.status).toBe(200);
    expectShape(contentRoutes.putCategoryTranslation.response, saved.body);
    expect(saved.body).toMatchObject({ category_id: categoryId, language: 'it', state: 'current', translation: { name: 'Tour in barca privata', updated_by: 'admin' }, english: { name: 'Private Boat Tour' } });
    expect(await categoryStates()).toEqual({ it: 'current' });

    const renamed = await app.request('PUT', `/api/admin/categories/${categoryId}`, { cookie, body: { name: 'Private Boat Tours', slug: 'private-boat-tour', type: 'tour' } });
    expect(renamed.status).toBe(200);
    expect((renamed.body as content.Category).translations).toEqual({ it: 'stale' });
    expect((await app.request<content.CategoryTranslationAnswer>('GET', path('it'), { cookie })).body.state).toBe('stale');
    expect((await app.request<content.CategoryTranslationAnswer>('POST', `${path('it')}/confirm`, { cookie })).body.state).toBe('current');
    expect(await categoryStates()).toEqual({ it: 'current' });

    expect((await app.request('DELETE', path('it'), { cookie })).status).toBe(204);
    expect(await categoryStates()).toEqual({ it: 'missing' });
    const gone = await app.request<ApiError>('GET', path('it'), { cookie });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This category has no Italian translation');
  });

  it("names a tour's category in the reader's language, with its lang, right after a change", async () => {
    const italianName = async () => (await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}?lang=it`)).body;
    expect(await italianName()).toMatchObject({ category_name: 'Private Boat Tours', category_lang: 'en' });
    await app.runtime.commands.execute(new WriteCategoryTranslation(categoryId, 'it', { name: 'Tour in barca privata' }));
    expect(await italianName()).toMatchObject({ category_name: 'Tour in barca privata', category_lang: 'it' });
    const listed = (await app.request<catalog.TourListItem[]>('GET', '/api/tours?lang=it')).body.find((t) => t.id === plainId)!;
    expect(listed).toMatchObject({ categoryName: 'Tour in barca privata', categoryLang: 'it', lang: 'en' });
    expect((await app.request<catalog.TourDetail>('GET', `/api/tours/${grottoId}`)).body).toMatchObject({ category_name: 'Private Boat Tours', category_lang: 'en' });
  });
});

describe('a deleted tour', () => {
  it('takes its translations with it', async () => {
    const doomed = await createTour(app, cookie, categoryId, { title: 'Doomed Tour' });
    expect((await put(doomed, 'it', { ...ITALIAN, included: [], not_included: [] })).status).toBe(200);
    expect((await app.request('DELETE', `/api/admin/tours/${doomed}`, { cookie })).status).toBe(204);
    const [row] = await app.runtime.orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from catalog.tour_translations where tour_id = ?', [doomed]);
    expect(row!.n).toBe(0);
  });
});

describe('a third language as data', () => {
  it('with SITE_LANGUAGES=en,it,de stores and reads a German translation, with no code change', async () => {
    const three = await startTestApp({ SITE_LANGUAGES: 'en,it,de' });
    try {
      const admin = await three.signInAsAdmin();
      const category = await createCategory(three, admin, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
      const tour = await createTour(three, admin, category, { title: 'Blue Grotto by Private Boat', location: 'Capri' });
      const german = { ...ITALIAN, title: 'Blaue Grotte im Privatboot', short_description: 'Capri vom Meer aus', duration: '8 Stunden', included: [], not_included: [] };
      const saved = await three.request<catalog.TourTranslationAnswer>('PUT', `/api/admin/tours/${tour}/translations/de`, { cookie: admin, body: german });
      expect(saved.status).toBe(200);
      expect((await three.request<catalog.AdminTour>('GET', `/api/admin/tours/${tour}`, { cookie: admin })).body.translations).toEqual({ it: 'missing', de: 'current' });
      const read = await three.request<catalog.TourDetail>('GET', `/api/tours/${tour}?lang=de`);
      expect(read.body).toMatchObject({ title: 'Blaue Grotte im Privatboot', lang: 'de', languages: ['en', 'de'] });
      expect((await three.request<catalog.TourDetail>('GET', `/api/tours/${tour}?lang=it`)).body).toMatchObject({ title: 'Blue Grotto by Private Boat', lang: 'en', languages: ['en', 'de'] });
      // German words through Postgres's german configuration: 'Grotten' and 'grotte' share a stem.
      expect((await three.request<catalog.TourListItem[]>('GET', '/api/tours?lang=de&search=Grotten')).body.map((t) => t.id)).toEqual([tour]);
    } finally {
      await three.close();
    }
  });
});
