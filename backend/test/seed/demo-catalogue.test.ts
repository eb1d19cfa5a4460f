import { media, type catalog, type content } from '@costiera/contracts';
import { seedDemoData } from '../../src/seed';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-long-demo-password' });
  await seedDemoData(app.runtime);
}, 120_000);
afterAll(() => app.close());

const monthOf = (date: string) => new Date(`1 ${date} UTC`).getTime();

describe('the seeded demo catalogue', () => {
  it("states each tour's rating and review count as its reviews give them, the reviews newest first", async () => {
    const tours = (await app.request<catalog.TourListItem[]>('GET', '/api/tours')).body;
    expect(tours.length).toBeGreaterThan(30);
    for (const tour of tours) {
      const reviews = (await app.request<catalog.Review[]>('GET', `/api/tours/${tour.id}/reviews`)).body;
      const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
      expect([tour.title, tour.reviewCount, Number(tour.rating)]).toEqual([tour.title, reviews.length, Math.round(average * 10) / 10]);
      const months = reviews.map((r) => monthOf(r.date));
      expect(months.every(Number.isFinite)).toBe(true);
      expect([...months].sort((a, b) => b - a)).toEqual(months);
    }
  });
});

describe('the seeded demo photos', () => {
  it('shows every tour and article picture as an uploaded photo, rendered, with alt text in English and Italian', async () => {
    const english = (await app.request<catalog.TourListItem[]>('GET', '/api/tours')).body;
    const italian = new Map((await app.request<catalog.TourListItem[]>('GET', '/api/tours?lang=it')).body.map((t) => [t.id, t]));
    for (const tour of english) {
      expect(tour.images.length).toBeGreaterThan(0);
      expect(tour.photos.map((p) => p.url)).toEqual(tour.images);
      expect(tour.images.every((url) => media.PHOTO_PATH_PATTERN.test(url))).toBe(true);
      for (const photo of tour.photos) {
        expect(photo).toMatchObject({ width: 640, height: 400, variants: { recipe: expect.any(Number), widths: [320, 640] } });
        expect(photo.alt.length).toBeGreaterThan(10);
      }
      const it = italian.get(tour.id)!.photos;
      expect(it.map((p) => p.url)).toEqual(tour.images);
      expect(it.every((p, i) => p.alt !== tour.photos[i]!.alt)).toBe(true);
    }
    const articles = (await app.request<{ data: content.PublicArticleSummary[] }>('GET', '/api/articles')).body.data;
    expect(articles.filter((a) => a.featured_image !== null).every((a) => a.featured_photo?.url === a.featured_image && a.featured_photo.variants !== null)).toBe(true);
    // Every variant the pages name is there to be served.
    const [first] = english[0]!.photos;
    for (const format of media.VARIANT_FORMATS) {
      const res = await app.request('GET', media.variantPath(first!.url.split('/').pop()!, first!.variants!.recipe, 640, format));
      expect([res.status, res.headers.get('content-type')]).toEqual([200, media.VARIANT_TYPES[format]]);
    }
  });
});

describe('the seeded demo text in Italian', () => {
  it('gives every tour its Italian text, current, and lists every tour in Italian', async () => {
    const english = (await app.request<catalog.TourListItem[]>('GET', '/api/tours')).body;
    const italian = (await app.request<Array<catalog.TourListItem & { lang: string; languages: string[] }>>('GET', '/api/tours?lang=it')).body;
    expect(italian.map((t) => t.id).sort()).toEqual(english.map((t) => t.id).sort());
    expect(italian.filter((t) => t.lang !== 'it' || t.languages.join() !== 'en,it')).toEqual([]);
    const capri = italian.find((t) => t.title === 'Tour privato in barca a Capri da Sorrento');
    expect(capri).toBeDefined();
  });

  it('publishes each published article and page in Italian under its Italian slug', async () => {
    const articles = (await app.request<{ lang: string; data: Array<{ slug: string }> }>('GET', '/api/articles?lang=it')).body;
    expect(articles.lang).toBe('it');
    expect(articles.data.map((a) => a.slug)).toContain('capri-in-un-giorno');
    const page = await app.request<{ title: string; alternates: Array<{ lang: string; slug: string }> }>('GET', '/api/pages/come-arrivare?lang=it');
    expect(page.status).toBe(200);
    expect(page.body.alternates.map((a) => a.lang)).toEqual(['en', 'it']);
  });

  it("leaves an admin's Italian alone on a second run, and adds nothing", async () => {
    const cookie = await app.signInAsAdmin();
    const [tour] = (await app.request<catalog.TourListItem[]>('GET', '/api/tours')).body;
    const path = `/api/admin/tours/${tour!.id}/translations/it`;
    const { language: _language, updated_at: _at, updated_by: _by, ...text } = (await app.request<{ translation: Record<string, unknown> }>('GET', path, { cookie })).body.translation;
    const edited = await app.request('PUT', path, { cookie, body: { ...text, title: 'Un titolo scritto dallo staff' } });
    expect(edited.status).toBe(200);
    expect(await seedDemoData(app.runtime)).toMatch(/nothing added/);
    const after = (await app.request<Array<{ id: string; title: string }>>('GET', '/api/tours?lang=it')).body.find((t) => t.id === tour!.id);
    expect(after?.title).toBe('Un titolo scritto dallo staff');
  });
});
