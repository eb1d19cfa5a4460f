import { randomUUID } from 'node:crypto';
import { content, ApiError } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, expectShape } from '../catalog/fixtures';

let app: TestApp;
let cookie: string;
let tips: string;
let food: string;
let guides: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  tips = await createCategory(app, cookie, { name: 'Travel Tips', slug: 'travel-tips', type: 'article' });
  food = await createCategory(app, cookie, { name: 'Food', slug: 'food', type: 'article' });
  guides = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
});
afterAll(() => app.close());

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Capri in One Day',
  slug: `capri-${randomUUID().slice(0, 8)}`,
  content: '# Capri\n\nTake the **first** ferry.',
  excerpt: 'A plan for one day',
  categoryId: tips,
  ...overrides,
});
const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Getting Here',
  slug: `getting-here-${randomUUID().slice(0, 8)}`,
  content: 'By **train** or ferry.',
  categoryId: guides,
  ...overrides,
});

describe('admin articles', () => {
  it('creates a draft by default (201, admin shape) and reads it back', async () => {
    const res = await app.request<content.AdminArticle>('POST', '/api/admin/articles', { cookie, body: article({ featuredImage: '/images/tours/capri.jpg' }) });
    expect(res.status).toBe(201);
    expectShape(content.createArticle.response, res.body);
    expect(res.body).toMatchObject({ published: false, category_id: tips, category_name: 'Travel Tips', featured_image: '/images/tours/capri.jpg' });
    const got = await app.request<content.AdminArticle>('GET', `/api/admin/articles/${res.body.id}`, { cookie });
    expectShape(content.getArticle.response, got.body);
    expect(got.body).toEqual(res.body);
  });

  it('answers 409 for a taken slug, on create and on update', async () => {
    const first = await app.request<content.AdminArticle>('POST', '/api/admin/articles', { cookie, body: article({ slug: 'unique-slug' }) });
    const clash = await app.request<ApiError>('POST', '/api/admin/articles', { cookie, body: article({ slug: 'unique-slug' }) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('An article with the slug "unique-slug" already exists');
    const other = await app.request<content.AdminArticle>('POST', '/api/admin/articles', { cookie, body: article() });
    const updateClash = await app.request('PUT', `/api/admin/articles/${other.body.id}`, { cookie, body: article({ slug: 'unique-slug' }) });
    expect(updateClash.status).toBe(409);
    expect((await app.request('PUT', `/api/admin/articles/${first.body.id}`, { cookie, body: article({ slug: 'unique-slug' }) })).status).toBe(200);
  });

  it('names missing fields (title, slug, content, excerpt, category) with 400', async () => {
    const res = await app.request<ApiError>('POST', '/api/admin/articles', { cookie, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.details!.map((d) => d.field).sort()).toEqual(['categoryId', 'content', 'excerpt', 'slug', 'title']);
  });

  it('refuses a category of another type or an unknown one (422)', async () => {
    for (const categoryId of [guides, randomUUID(), 'nope']) {
      const res = await app.request<ApiError>('POST', '/api/admin/articles', { cookie, body: article({ categoryId }) });
      expect(res.status).toBe(422);
      expect(res.body.details![0]!.field).toBe('categoryId');
    }
  });

  it('publishes on update and keeps the state when published is left out', async () => {
    const created = await app.request<content.AdminArticle>('POST', '/api/admin/articles', { cookie, body: article() });
    const published = await app.request<content.AdminArticle>('PUT', `/api/admin/articles/${created.body.id}`, { cookie, body: { ...article({ slug: created.body.slug }), published: true } });
    expect(published.status).toBe(200);
    expectShape(content.updateArticle.response, published.body);
    expect(published.body.published).toBe(true);
    const kept = await app.request<content.AdminArticle>('PUT', `/api/admin/articles/${created.body.id}`, { cookie, body: article({ slug: created.body.slug, title: 'New title' }) });
    expect(kept.body).toMatchObject({ published: true, title: 'New title' });
    const events = await app.runtime.orm.em.getConnection().execute<Array<{ name: string }>>(`select name from messaging.outbox where payload->>'articleId' = ? order by occurred_at, name`, [created.body.id]);
    expect(events.map((e) => e.name)).toEqual(['content.article.created.v1', 'content.article.published.v1', 'content.article.updated.v1', 'content.article.updated.v1']);
  });

  it('deletes (204) and answers 404 for unknown and malformed ids', async () => {
    const created = await app.request<content.AdminArticle>('POST', '/api/admin/articles', { cookie, body: article() });
    expect((await app.request('DELETE', `/api/admin/articles/${created.body.id}`, { cookie })).status).toBe(204);
    for (const id of [created.body.id, randomUUID(), 'x']) {
      expect((await app.request('GET', `/api/admin/articles/${id}`, { cookie })).status).toBe(404);
      expect((await app.request('DELETE', `/api/admin/articles/${id}`, { cookie })).status).toBe(404);
      expect((await app.request('PUT', `/api/admin/articles/${id}`, { cookie, body: article() })).status).toBe(404);
    }
  });
});

describe('GET /api/admin/articles (paged list)', () => {
  let listApp: TestApp;
  let c: string;
  let a: string;
  let b: string;
  beforeAll(async () => {
    listApp = await startTestApp();
    c = await listApp.signInAsAdmin();
    a = await createCategory(listApp, c, { name: 'A', slug: 'a', type: 'article' });
    b = await createCategory(listApp, c, { name: 'B', slug: 'b', type: 'article' });
    for (let i = 1; i <= 12; i++) {
      await listApp.request('POST', '/api/admin/articles', { cookie: c, body: { title: `Article ${String(i).padStart(2, '0')}${i === 5 ? ' Positano' : ''}`, slug: `article-${i}`, content: 'x', excerpt: 'y', categoryId: i <= 4 ? b : a, published: i % 3 === 0 } });
    }
  });
  afterAll(() => listApp.close());

  it('pages newest first, 10 by default', async () => {
    const first = await listApp.request<{ data: content.AdminArticle[]; pagination: unknown }>('GET', '/api/admin/articles', { cookie: c });
    expectShape(content.listArticles.response, first.body);
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.body.data[0]!.title).toBe('Article 12');
    const last = await listApp.request<{ data: content.AdminArticle[] }>('GET', '/api/admin/articles?page=2', { cookie: c });
    expect(last.body.data.map((x) => x.slug)).toEqual(['article-2', 'article-1']);
    const empty = await listApp.request<{ data: unknown[] }>('GET', '/api/admin/articles?page=3', { cookie: c });
    expect(empty.body.data).toEqual([]);
  });

  it('filters by published state, category and accent-insensitive search', async () => {
    const published = await listApp.request<{ data: content.AdminArticle[]; pagination: { total: number } }>('GET', '/api/admin/articles?published=true', { cookie: c });
    expect(published.body.pagination.total).toBe(4);
    expect(published.body.data.every((x) => x.published)).toBe(true);
    expect((await listApp.request<{ pagination: { total: number } }>('GET', '/api/admin/articles?published=false', { cookie: c })).body.pagination.total).toBe(8);
    expect((await listApp.request<{ pagination: { total: number } }>('GET', `/api/admin/articles?category=${b}`, { cookie: c })).body.pagination.total).toBe(4);
    const search = await listApp.request<{ data: content.AdminArticle[] }>('GET', `/api/admin/articles?search=${encodeURIComponent('POSITÀNO')}`, { cookie: c });
    expect(search.body.data.map((x) => x.slug)).toEqual(['article-5']);
    expect((await listApp.request('GET', '/api/admin/articles?published=maybe', { cookie: c })).status).toBe(400);
  });
});

describe('admin pages', () => {
  it('creates, lists, updates and deletes a page', async () => {
    const created = await app.request<content.AdminPage>('POST', '/api/admin/pages', { cookie, body: page({ metaDescription: 'How to reach Sorrento' }) });
    expect(created.status).toBe(201);
    expectShape(content.createPage.response, created.body);
    expect(created.body).toMatchObject({ published: false, meta_description: 'How to reach Sorrento', category_name: 'Guides' });
    const listed = await app.request<{ data: content.AdminPage[]; pagination: { total: number } }>('GET', '/api/admin/pages', { cookie });
    expectShape(content.listPages.response, listed.body);
    expect(listed.body.data.map((p) => p.id)).toContain(created.body.id);
    const updated = await app.request<content.AdminPage>('PUT', `/api/admin/pages/${created.body.id}`, { cookie, body: page({ slug: created.body.slug, published: true, metaDescription: '' }) });
    expectShape(content.updatePage.response, updated.body);
    expect(updated.body).toMatchObject({ published: true, meta_description: null });
    const got = await app.request('GET', `/api/admin/pages/${created.body.id}`, { cookie });
    expectShape(content.getPage.response, got.body);
    expect((await app.request('DELETE', `/api/admin/pages/${created.body.id}`, { cookie })).status).toBe(204);
    expect((await app.request('GET', `/api/admin/pages/${created.body.id}`, { cookie })).status).toBe(404);
  });

  it('caps the meta description at 160 characters and refuses taken slugs', async () => {
    const long = await app.request<ApiError>('POST', '/api/admin/pages', { cookie, body: page({ metaDescription: 'x'.repeat(161) }) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Meta description must be at most 160 characters');
    await app.request('POST', '/api/admin/pages', { cookie, body: page({ slug: 'contact' }) });
    const clash = await app.request<ApiError>('POST', '/api/admin/pages', { cookie, body: page({ slug: 'contact' }) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A page with the slug "contact" already exists');
  });

  it('refuses an article category for a page (422)', async () => {
    const res = await app.request<ApiError>('POST', '/api/admin/pages', { cookie, body: page({ categoryId: food }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The chosen category is an article category; choose a page category');
  });

  it('counts articles and pages as category usage and refuses to delete their categories', async () => {
    // docs/spec-deviations.md#category-usage
    const schedules = await createCategory(app, cookie, { name: 'Schedules', slug: 'schedules', type: 'page' });
    expect((await app.request('POST', '/api/admin/pages', { cookie, body: page({ categoryId: schedules }) })).status).toBe(201);
    const news = await createCategory(app, cookie, { name: 'Harbour News', slug: 'harbour-news', type: 'article' });
    expect((await app.request('POST', '/api/admin/articles', { cookie, body: article({ categoryId: news }) })).status).toBe(201);

    const pageCategory = await app.request<ApiError>('DELETE', `/api/admin/categories/${schedules}`, { cookie });
    expect(pageCategory.status).toBe(409);
    expect(pageCategory.body.message).toBe('This category is used by 1 page. Move it to another category before deleting it.');
    const articleCategory = await app.request<ApiError>('DELETE', `/api/admin/categories/${news}`, { cookie });
    expect(articleCategory.status).toBe(409);
    expect(articleCategory.body.message).toBe('This category is used by 1 article. Move it to another category before deleting it.');

    const pageCats = await app.request<{ data: content.Category[] }>('GET', '/api/admin/categories?type=page', { cookie });
    expect(pageCats.body.data.find((x) => x.id === schedules)!.usage).toBe(1);
    const articleCats = await app.request<{ data: content.Category[] }>('GET', '/api/admin/categories?type=article', { cookie });
    expect(articleCats.body.data.find((x) => x.id === news)!.usage).toBe(1);
  });
});

describe('public articles and pages', () => {
  // docs/spec-deviations.md#public-pages-and-articles
  it('serves a published article as sanitised HTML, and 404 for drafts and unknown slugs', async () => {
    const body = article({
      slug: 'safe-html',
      published: true,
      content: '# Title\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3)) and [ok](https://example.com)\n\n<a href="JaVaScRiPt:alert(4)">x</a> <iframe src="https://evil.example"></iframe>',
    });
    await app.request('POST', '/api/admin/articles', { cookie, body });
    const res = await app.request<content.PublicArticle>('GET', '/api/articles/safe-html');
    expect(res.status).toBe(200);
    expectShape(content.getPublicArticle.response, res.body);
    expect(res.body.html).toContain('<h1>Title</h1>');
    expect(res.body.html).toContain('href="https://example.com"');
    expect(res.body.html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    await app.request('POST', '/api/admin/articles', { cookie, body: article({ slug: 'a-draft' }) });
    expect((await app.request('GET', '/api/articles/a-draft')).status).toBe(404);
    expect((await app.request('GET', '/api/articles/no-such-article')).status).toBe(404);
  });

  // docs/spec-deviations.md#footer-and-articles-index
  it('lists the published articles for the articles index, newest first, without drafts, and follows a publication', async () => {
    const older = article({ title: 'Older Story', published: true, featuredImage: 'https://images.example.com/older.jpg' });
    await app.request('POST', '/api/admin/articles', { cookie, body: older });
    const newer = article({ title: 'Newer Story', published: true, categoryId: food });
    await app.request('POST', '/api/admin/articles', { cookie, body: newer });
    const draft = article({ title: 'Unfinished Story' });
    const created = await app.request<{ id: string }>('POST', '/api/admin/articles', { cookie, body: draft });

    const list = async () => (await app.request<{ data: content.PublicArticleSummary[] }>('GET', '/api/articles')).body;
    const first = await list();
    expectShape(content.listPublicArticles.response, first);
    const slugs = first.data.map((a) => a.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
    expect(slugs).not.toContain(draft.slug);
    expect(first.data.find((a) => a.slug === older.slug)).toMatchObject({ title: 'Older Story', excerpt: 'A plan for one day', featured_image: 'https://images.example.com/older.jpg', category_name: 'Travel Tips' });
    expect(first.data.find((a) => a.slug === newer.slug)).toMatchObject({ featured_image: null, category_name: 'Food' });

    expect((await app.request('PUT', `/api/admin/articles/${created.body.id}`, { cookie, body: { ...draft, published: true } })).status).toBe(200);
    expect((await list()).data[0]!.slug).toBe(draft.slug);
  });

  it('serves a published page, and 404 for a draft', async () => {
    await app.request('POST', '/api/admin/pages', { cookie, body: page({ slug: 'ferry-schedule', published: true, content: '| A | B |\n| - | - |\n| 1 | 2 |', metaDescription: 'Ferries' }) });
    const res = await app.request<content.PublicPage>('GET', '/api/pages/ferry-schedule');
    expect(res.status).toBe(200);
    expectShape(content.getPublicPage.response, res.body);
    expect(res.body).toMatchObject({ slug: 'ferry-schedule', meta_description: 'Ferries' });
    expect(res.body.html).toContain('<table>');
    await app.request('POST', '/api/admin/pages', { cookie, body: page({ slug: 'draft-page' }) });
    expect((await app.request('GET', '/api/pages/draft-page')).status).toBe(404);
  });
});
