import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { catalog, content } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour } from '../catalog/fixtures';
import { CreateTour, WasTourDeleted } from '../../src/modules/catalog';
import { sitemapIndex, sitemapParts, urlSet } from '../../src/modules/seo/http/sitemap-xml';
import { seoDocuments } from '../../src/modules/seo/http/documents';
import { ReadCache } from '../../src/kernel/cache/read-cache';

const BASE = 'http://costiera.test';
let app: TestApp;
let cookie: string;
let tourCategory: string;
let articleCategory: string;
let pageCategory: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  tourCategory = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  articleCategory = await createCategory(app, cookie, { name: 'Travel Tips', slug: 'travel-tips', type: 'article' });
  pageCategory = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
});
afterAll(() => app.close());

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: Array<{ '@_rel': string; '@_hreflang': string; '@_href': string }>;
}

/** The sitemap as a crawler reads it: well-formed XML, a urlset in the sitemap namespace. */
async function readSitemap(target: TestApp = app): Promise<UrlEntry[]> {
  const res = await target.request('GET', '/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.text)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(res.text);
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return (doc.urlset.url ?? []) as UrlEntry[];
}
const toSecond = (iso: string) => iso.replace(/\.\d+Z$/, 'Z');
const byLoc = (urls: UrlEntry[]) => new Map(urls.map((u) => [u.loc, u.lastmod]));

async function createArticle(slug: string, published: boolean) {
  const res = await app.request<content.AdminArticle>('POST', '/api/admin/articles', {
    cookie,
    body: { title: slug, slug, content: 'Text', excerpt: 'Excerpt', categoryId: articleCategory, published },
  });
  expect(res.status).toBe(201);
  return res.body;
}
async function createPage(slug: string, published: boolean) {
  const res = await app.request<content.AdminPage>('POST', '/api/admin/pages', { cookie, body: { title: slug, slug, content: 'Text', categoryId: pageCategory, published } });
  expect(res.status).toBe(201);
  return res.body;
}
const adminTour = async (id: string) => (await app.request<catalog.AdminTour>('GET', `/api/admin/tours/${id}`, { cookie })).body;

describe('GET /robots.txt', () => {
  it('disallows the admin, the API and the booking token pages, and names the sitemap', async () => {
    const res = await app.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toEqual(['Disallow: /admin', 'Disallow: /api/', 'Disallow: /booking/']);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every tour, destination, the articles index, every published article and page with absolute URLs and lastmod; drafts stay out', async () => {
    const capri = await createTour(app, cookie, tourCategory, { location: 'Capri' });
    const positano = await createTour(app, cookie, tourCategory, { location: 'Positano' });
    const article = await createArticle(`capri-day-${randomUUID().slice(0, 6)}`, true);
    const draft = await createArticle(`draft-${randomUUID().slice(0, 6)}`, false);
    const info = await createPage('travel-info', true);
    const page = await createPage(`ferry-tips-${randomUUID().slice(0, 6)}`, true);
    const draftPage = await createPage(`hidden-${randomUUID().slice(0, 6)}`, false);

    const urls = await readSitemap();
    const lastmods = byLoc(urls);
    expect(urls.every((u) => u.loc.startsWith(`${BASE}/`))).toBe(true);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const path of ['/', '/tours', '/destinations', '/experiences']) expect(lastmods.has(`${BASE}${path}`)).toBe(true);

    const capriTour = await adminTour(capri);
    const positanoTour = await adminTour(positano);
    expect(lastmods.get(`${BASE}/tours/${capri}`)).toBe(toSecond(capriTour.updated_at));
    expect(lastmods.get(`${BASE}/tours/${positano}`)).toBe(toSecond(positanoTour.updated_at));
    // A destination's page lists its area's tours: it changed when they did.
    expect(lastmods.get(`${BASE}/destinations/capri`)).toBe(toSecond(capriTour.updated_at));
    expect(lastmods.get(`${BASE}/destinations/amalfi-coast`)).toBe(toSecond(positanoTour.updated_at));
    for (const id of ['capri', 'amalfi-coast', 'sorrento', 'naples', 'ischia', 'procida', 'pompeii-vesuvius']) {
      expect(lastmods.get(`${BASE}/destinations/${id}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }

    expect(lastmods.get(`${BASE}/articles/${article.slug}`)).toBe(toSecond(article.updated_at));
    expect(lastmods.has(`${BASE}/articles/${draft.slug}`)).toBe(false);
    // The articles index changed when its newest published article did.
    expect(lastmods.get(`${BASE}/articles`)).toBe(toSecond(article.updated_at));
    // A page with a fixed home-page path is listed there, the others under /pages/.
    expect(lastmods.get(`${BASE}/info`)).toBe(toSecond(info.updated_at));
    expect(lastmods.has(`${BASE}/pages/travel-info`)).toBe(false);
    expect(lastmods.get(`${BASE}/pages/${page.slug}`)).toBe(toSecond(page.updated_at));
    expect(lastmods.has(`${BASE}/pages/${draftPage.slug}`)).toBe(false);
  });

  it('follows the admin: a published draft appears and a deleted tour leaves (the cached answer is dropped)', async () => {
    const draft = await createArticle(`later-${randomUUID().slice(0, 6)}`, false);
    const tour = await createTour(app, cookie, tourCategory);
    expect(byLoc(await readSitemap()).has(`${BASE}/articles/${draft.slug}`)).toBe(false);

    const published = await app.request('PUT', `/api/admin/articles/${draft.id}`, {
      cookie,
      body: { title: draft.title, slug: draft.slug, content: 'Text', excerpt: 'Excerpt', categoryId: articleCategory, published: true },
    });
    expect(published.status).toBe(200);
    expect((await app.request('DELETE', `/api/admin/tours/${tour}`, { cookie })).status).toBe(204);

    const lastmods = byLoc(await readSitemap());
    expect(lastmods.has(`${BASE}/articles/${draft.slug}`)).toBe(true);
    expect(lastmods.has(`${BASE}/tours/${tour}`)).toBe(false);
  });

  it('has no parts while it fits in one file', async () => {
    expect((await app.request('GET', '/sitemap-1.xml')).status).toBe(404);
  });

  it('escapes what XML reserves in its URLs', async () => {
    const other = await startTestApp({ PUBLIC_BASE_URL: "http://costiera.test/sole&mare'<" });
    try {
      const res = await other.request('GET', '/sitemap.xml');
      expect(res.text).toContain('<loc>http://costiera.test/sole&amp;mare&apos;&lt;/tours</loc>');
      const urls = await readSitemap(other);
      expect(urls.map((u) => u.loc)).toContain("http://costiera.test/sole&mare'</tours");
    } finally {
      await other.close();
    }
  });
});

/** A URL's hreflang links, by hreflang. */
const alternatesOf = (u: UrlEntry) => Object.fromEntries((u['xhtml:link'] ?? []).map((l) => { expect(l['@_rel']).toBe('alternate'); return [l['@_hreflang'], l['@_href']]; }));

/**
 * What a crawler checks of hreflang: each URL names itself among its alternates, every alternate
 * is itself listed and names exactly the same alternates back (the pairs are reciprocal), and
 * x-default is the English URL. Returns the alternates by URL.
 */
function expectReciprocalAlternates(urls: UrlEntry[]): Map<string, Record<string, string>> {
  const byUrl = new Map(urls.map((u) => [u.loc, alternatesOf(u)]));
  for (const [loc, links] of byUrl) {
    const { 'x-default': fallback, ...languages } = links;
    expect(Object.values(languages)).toContain(loc);
    expect(fallback).toBe(languages.en);
    for (const href of Object.values(languages)) {
      expect(byUrl.has(href)).toBe(true);
      expect(byUrl.get(href)).toEqual(links);
    }
  }
  return byUrl;
}

const TOUR_IN_ITALIAN = { title: 'Capri in barca privata', short_description: 'Capri tutta per voi', description: "Una giornata intera intorno all'isola.", duration: '8 ore', meeting_point: 'Marina Piccola, Sorrento', included: [], not_included: [] };

describe('the sitemap in every language', () => {
  it('names each URL\'s language versions with reciprocal hreflang links and x-default; a tour in Italian only once translated, articles and pages where published', async () => {
    const translated = await createTour(app, cookie, tourCategory, { title: 'Capri by Private Boat', location: 'Capri' });
    expect((await app.request('PUT', `/api/admin/tours/${translated}/translations/it`, { cookie, body: TOUR_IN_ITALIAN })).status).toBe(200);
    const untranslated = await createTour(app, cookie, tourCategory, { title: 'Naples Pizza Walk', location: 'Naples' });
    const both = await createArticle(`capri-guide-${randomUUID().slice(0, 6)}`, true);
    const italianSlug = `guida-di-capri-${randomUUID().slice(0, 6)}`;
    const written = await app.request('PUT', `/api/admin/articles/${both.id}/translations/it`, { cookie, body: { slug: italianSlug, title: 'Guida di Capri', content: 'Testo', excerpt: 'In breve', published: true } });
    expect(written.status).toBe(200);
    const englishOnly = await createArticle(`english-only-${randomUUID().slice(0, 6)}`, true);
    const italianOnly = await createPage(`italian-only-${randomUUID().slice(0, 6)}`, false);
    const paginaSlug = `solo-italiano-${randomUUID().slice(0, 6)}`;
    expect((await app.request('PUT', `/api/admin/pages/${italianOnly.id}/translations/it`, { cookie, body: { slug: paginaSlug, title: 'Solo in italiano', content: 'Testo', published: true } })).status).toBe(200);

    const urls = await readSitemap();
    const alternates = expectReciprocalAlternates(urls);
    // The app's own pages in every language, English at today's addresses.
    for (const path of ['/', '/tours', '/articles', '/destinations', '/experiences', '/destinations/capri']) {
      const italian = path === '/' ? '/it/' : `/it${path}`;
      expect(alternates.get(`${BASE}${path}`)).toEqual({ en: `${BASE}${path}`, it: `${BASE}${italian}`, 'x-default': `${BASE}${path}` });
    }
    // A translated tour has its Italian page; an untranslated one's Italian page exists but is not offered.
    expect(alternates.get(`${BASE}/tours/${translated}`)).toEqual({ en: `${BASE}/tours/${translated}`, it: `${BASE}/it/tours/${translated}`, 'x-default': `${BASE}/tours/${translated}` });
    expect(alternates.get(`${BASE}/tours/${untranslated}`)).toEqual({ en: `${BASE}/tours/${untranslated}`, 'x-default': `${BASE}/tours/${untranslated}` });
    expect(alternates.has(`${BASE}/it/tours/${untranslated}`)).toBe(false);
    // Articles and pages in the languages they are published in, each with its own slug.
    expect(alternates.get(`${BASE}/articles/${both.slug}`)).toEqual({ en: `${BASE}/articles/${both.slug}`, it: `${BASE}/it/articles/${italianSlug}`, 'x-default': `${BASE}/articles/${both.slug}` });
    expect(alternates.get(`${BASE}/articles/${englishOnly.slug}`)).toEqual({ en: `${BASE}/articles/${englishOnly.slug}`, 'x-default': `${BASE}/articles/${englishOnly.slug}` });
    expect(alternates.get(`${BASE}/it/pages/${paginaSlug}`)).toEqual({ it: `${BASE}/it/pages/${paginaSlug}` });
    expect(alternates.has(`${BASE}/pages/${italianOnly.slug}`)).toBe(false);
  });

  it('takes a third language as data: with SITE_LANGUAGES=en,it,de a tour translated into German has its /de/ page with reciprocal alternates', async () => {
    const three = await startTestApp({ SITE_LANGUAGES: 'en,it,de' });
    try {
      const admin = await three.signInAsAdmin();
      const category = await createCategory(three, admin, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
      const tour = await createTour(three, admin, category, { title: 'Blue Grotto by Private Boat', location: 'Capri' });
      const german = { ...TOUR_IN_ITALIAN, title: 'Blaue Grotte im Privatboot', short_description: 'Capri vom Meer aus', description: 'Ein ganzer Tag rund um die Insel.', duration: '8 Stunden' };
      expect((await three.request('PUT', `/api/admin/tours/${tour}/translations/de`, { cookie: admin, body: german })).status).toBe(200);

      const alternates = expectReciprocalAlternates(await readSitemap(three));
      const versions = { en: `${BASE}/tours/${tour}`, de: `${BASE}/de/tours/${tour}`, 'x-default': `${BASE}/tours/${tour}` };
      expect(alternates.get(`${BASE}/tours/${tour}`)).toEqual(versions);
      expect(alternates.get(`${BASE}/de/tours/${tour}`)).toEqual(versions);
      expect(alternates.has(`${BASE}/it/tours/${tour}`)).toBe(false);
      expect(alternates.get(`${BASE}/tours`)).toEqual({ en: `${BASE}/tours`, it: `${BASE}/it/tours`, de: `${BASE}/de/tours`, 'x-default': `${BASE}/tours` });
    } finally {
      await three.close();
    }
  });
});

describe('the sitemap past the protocol limit', () => {
  const urls = Array.from({ length: 5 }, (_, i) => ({ path: `/tours/t${i}`, lastmod: `2026-11-0${i + 1}T10:00:00.000Z`, alternates: { en: `/tours/t${i}` } }));

  it('cuts the URLs into parts and indexes them with their newest lastmod', () => {
    const parts = sitemapParts(urls, 2);
    expect(parts.map((p) => p.length)).toEqual([2, 2, 1]);
    const index = sitemapIndex(parts, BASE);
    expect(XMLValidator.validate(index)).toBe(true);
    const doc = new XMLParser().parse(index);
    expect(doc.sitemapindex.sitemap).toEqual([
      { loc: `${BASE}/sitemap-1.xml`, lastmod: '2026-11-02T10:00:00Z' },
      { loc: `${BASE}/sitemap-2.xml`, lastmod: '2026-11-04T10:00:00Z' },
      { loc: `${BASE}/sitemap-3.xml`, lastmod: '2026-11-05T10:00:00Z' },
    ]);
    expect(XMLValidator.validate(urlSet(parts[2]!, BASE))).toBe(true);
  });

  it('serves the index at /sitemap.xml and each part at /sitemap-{n}.xml (the routes with a limit of 3 URLs a file)', async () => {
    const router = new Router();
    const { container, commands, queries, config, metrics } = app.runtime;
    // A cache of its own: the app's holds its single-file answer.
    seoDocuments(router, { container, commands, queries, config, metrics, cache: new ReadCache(app.runtime.cache.options) }, 3);
    const koa = new Koa().use(router.routes());
    const server = koa.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      return { status: res.status, text: await res.text() };
    };
    try {
      const index = await get('/sitemap.xml');
      expect(XMLValidator.validate(index.text)).toBe(true);
      const listed = new XMLParser({ isArray: (name) => name === 'sitemap' }).parse(index.text).sitemapindex.sitemap as UrlEntry[];
      expect(listed.length).toBeGreaterThan(1);
      const locs: string[] = [];
      for (const [i, part] of listed.entries()) {
        expect(part.loc).toBe(`${BASE}/sitemap-${i + 1}.xml`);
        const res = await get(`/sitemap-${i + 1}.xml`);
        expect(res.status).toBe(200);
        expect(XMLValidator.validate(res.text)).toBe(true);
        const urls = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.text).urlset.url as UrlEntry[];
        expect(urls.length).toBeLessThanOrEqual(3);
        locs.push(...urls.map((u) => u.loc));
      }
      // Together the parts hold exactly what the single file holds.
      expect(locs.sort()).toEqual((await readSitemap()).map((u) => u.loc).sort());
      for (const missing of [`/sitemap-${listed.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-x.xml']) expect((await get(missing)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('keeps each part within 50,000 URLs', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ path: `/tours/${i}`, lastmod: null, alternates: {} }));
    expect(sitemapParts(many).map((p) => p.length)).toEqual([50_000, 1]);
  });
});

describe('WasTourDeleted (410 Gone for a deleted tour URL)', () => {
  it('is true once a tour is deleted, false for a live, unknown or malformed id, and false again when it is created anew', async () => {
    const id = await createTour(app, cookie, tourCategory, { title: 'Sunset over Capri' });
    const was = (key: string) => app.runtime.queries.execute(new WasTourDeleted(key));
    expect(await was(id)).toBe(false);

    expect((await app.request('DELETE', `/api/admin/tours/${id}`, { cookie })).status).toBe(204);
    expect(await was(id)).toBe(true);
    expect(await was(id.toUpperCase())).toBe(true);
    expect(await was(randomUUID())).toBe(false);
    expect(await was('sunset-over-capri')).toBe(false);
    expect(await was('')).toBe(false);

    // The seed re-creates tours under fixed ids: the URL is live again.
    await app.runtime.commands.execute(
      new CreateTour(
        {
          title: 'Sunset over Capri', shortDescription: 'Short', description: 'Long', categoryId: tourCategory, location: 'Capri', duration: '2 hours',
          maxPassengers: 6, meetingPoint: 'Marina Grande', priceFrom: '120.00', providerId: 'PRV-1', providerName: 'Capri Blue', additionalInfo: null,
        },
        id,
      ),
    );
    expect(await was(id)).toBe(false);
    expect((await app.request('GET', `/api/tours/${id}`)).status).toBe(200);
  });

  it('records nothing when the delete fails', async () => {
    const unknown = randomUUID();
    expect((await app.request('DELETE', `/api/admin/tours/${unknown}`, { cookie })).status).toBe(404);
    expect(await app.runtime.queries.execute(new WasTourDeleted(unknown))).toBe(false);
  });
});
