import { randomUUID } from 'node:crypto';
import { content, type ApiError } from '@costiera/contracts';
import { loadConfig } from '../../src/site/application';
import { ListContentSitemapEntries, SaveArticleTranslation } from '../../src/modules/content';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, expectShape } from '../catalog/fixtures';

let app: TestApp;
let cookie: string;
let tips: string;
let guides: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  tips = await createCategory(app, cookie, { name: 'Travel Tips', slug: 'travel-tips', type: 'article' });
  guides = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
});
afterAll(() => app.close());

const unique = () => randomUUID().slice(0, 8);
const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Capri in One Day',
  slug: `capri-${unique()}`,
  content: '# Capri\n\nTake the **first** ferry.',
  excerpt: 'A plan for one day',
  categoryId: tips,
  published: true,
  ...overrides,
});
const italian = (overrides: Record<string, unknown> = {}) => ({
  slug: `capri-in-un-giorno-${unique()}`,
  title: 'Capri in un giorno',
  content: '# Capri\n\nPrendete il **primo** traghetto.',
  excerpt: 'Un piano per una giornata',
  ...overrides,
});
const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Getting Here',
  slug: `getting-here-${unique()}`,
  content: 'By **train** or ferry.',
  categoryId: guides,
  published: true,
  ...overrides,
});

async function createArticle(a: TestApp, c: string, body: Record<string, unknown>): Promise<content.AdminArticle> {
  const res = await a.request<content.AdminArticle>('POST', '/api/admin/articles', { cookie: c, body });
  if (res.status !== 201) throw new Error(`article not created: ${res.status} ${res.text}`);
  return res.body;
}
async function createPage(a: TestApp, c: string, body: Record<string, unknown>): Promise<content.AdminPage> {
  const res = await a.request<content.AdminPage>('POST', '/api/admin/pages', { cookie: c, body });
  if (res.status !== 201) throw new Error(`page not created: ${res.status} ${res.text}`);
  return res.body;
}
const translationPath = (kind: 'articles' | 'pages', id: string, lang = 'it') => `/api/admin/${kind}/${id}/translations/${lang}`;

describe('admin article translations', () => {
  it('writes, reads, confirms and deletes an Italian translation', async () => {
    const english = await createArticle(app, cookie, article());
    const missing = await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie });
    expect(missing.status).toBe(200);
    expectShape(content.getArticleTranslation.response, missing.body);
    expect(missing.body).toMatchObject({ article_id: english.id, language: 'it', state: 'missing', translation: null, source: { title: 'Capri in One Day', slug: english.slug } });

    const body = italian({ published: true });
    const written = await app.request<content.AdminArticleTranslation>('PUT', translationPath('articles', english.id), { cookie, body });
    expect(written.status).toBe(200);
    expectShape(content.putArticleTranslation.response, written.body);
    expect(written.body).toMatchObject({
      state: 'current',
      translation: { slug: body.slug, title: 'Capri in un giorno', excerpt: 'Un piano per una giornata', published: true, updated_by: 'admin' },
      source: { title: 'Capri in One Day', excerpt: 'A plan for one day', published: true },
    });
    const read = await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie });
    expect(read.body).toEqual(written.body);

    // The English changes: the translation is stale until confirmed.
    await app.request('PUT', `/api/admin/articles/${english.id}`, { cookie, body: article({ slug: english.slug, title: 'Capri in a Day' }) });
    expect((await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie })).body.state).toBe('stale');
    const listed = await app.request<{ data: content.AdminArticle[] }>('GET', `/api/admin/articles?search=${english.slug}`, { cookie });
    expect(listed.body.data[0]).toMatchObject({ id: english.id, translations: { it: 'stale' }, translations_published: { it: true } });
    const confirmed = await app.request<content.AdminArticleTranslation>('POST', `${translationPath('articles', english.id)}/confirm`, { cookie });
    expect(confirmed.status).toBe(200);
    expectShape(content.confirmArticleTranslation.response, confirmed.body);
    expect(confirmed.body).toMatchObject({ state: 'current', translation: { title: 'Capri in un giorno' }, source: { title: 'Capri in a Day' } });

    // Stale again, then current by writing it anew; published left out keeps the state.
    await app.request('PUT', `/api/admin/articles/${english.id}`, { cookie, body: article({ slug: english.slug, excerpt: 'One day, well spent' }) });
    expect((await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie })).body.state).toBe('stale');
    const rewritten = await app.request<content.AdminArticleTranslation>('PUT', translationPath('articles', english.id), { cookie, body: { ...body, published: undefined, excerpt: 'Una giornata ben spesa' } });
    expect(rewritten.body).toMatchObject({ state: 'current', translation: { excerpt: 'Una giornata ben spesa', published: true } });
    expect((await app.request<{ data: content.AdminArticle[] }>('GET', `/api/admin/articles?search=${english.slug}`, { cookie })).body.data[0]!.translations).toEqual({ it: 'current' });

    expect((await app.request('DELETE', translationPath('articles', english.id), { cookie })).status).toBe(204);
    expect((await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie })).body).toMatchObject({ state: 'missing', translation: null });
    expect((await app.request('DELETE', translationPath('articles', english.id), { cookie })).status).toBe(404);
    const confirmMissing = await app.request<ApiError>('POST', `${translationPath('articles', english.id)}/confirm`, { cookie });
    expect(confirmMissing.status).toBe(404);
    expect(confirmMissing.body.message).toBe('This article has no Italian translation to confirm');
    const listedAfter = await app.request<{ data: content.AdminArticle[] }>('GET', `/api/admin/articles?search=${english.slug}`, { cookie });
    expect(listedAfter.body.data[0]).toMatchObject({ translations: { it: 'missing' }, translations_published: { it: false } });

    const events = await app.runtime.orm.em
      .getConnection()
      .execute<Array<{ name: string }>>(`select name from messaging.outbox where payload->>'articleId' = ? and name like 'content.article-translation.%' order by occurred_at, name`, [english.id]);
    expect(events.map((e) => e.name)).toEqual([
      'content.article-translation.published.v1',
      'content.article-translation.written.v1',
      'content.article-translation.confirmed.v1',
      'content.article-translation.written.v1',
      'content.article-translation.deleted.v1',
    ]);
  });

  it('refuses a translation that leaves a field empty the English fills (422, naming the fields)', async () => {
    const english = await createArticle(app, cookie, article());
    const res = await app.request<ApiError>('PUT', translationPath('articles', english.id), { cookie, body: { slug: `parziale-${unique()}`, title: 'Solo il titolo', excerpt: '  ' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Translate every field the English has: Content, Excerpt');
    expect(res.body.details!.map((d) => d.field)).toEqual(['content', 'excerpt']);
    expect((await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie })).body.state).toBe('missing');
  });

  it("refuses English and languages the site does not have (422), and a malformed slug (400)", async () => {
    const english = await createArticle(app, cookie, article());
    const intoEnglish = await app.request<ApiError>('PUT', translationPath('articles', english.id, 'en'), { cookie, body: italian() });
    expect(intoEnglish.status).toBe(422);
    expect(intoEnglish.body.message).toBe('English is the source translations are made from: edit the English text itself, not a translation into English');
    for (const lang of ['de', 'ITA']) {
      const unknown = await app.request<ApiError>('PUT', translationPath('articles', english.id, lang), { cookie, body: italian() });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe(`The site has no language "${lang}": translations can be written in it`);
      expect((await app.request('GET', translationPath('articles', english.id, lang), { cookie })).status).toBe(422);
      expect((await app.request('POST', `${translationPath('articles', english.id, lang)}/confirm`, { cookie })).status).toBe(422);
      expect((await app.request('DELETE', translationPath('articles', english.id, lang), { cookie })).status).toBe(422);
    }
    const badSlug = await app.request<ApiError>('PUT', translationPath('articles', english.id), { cookie, body: italian({ slug: 'Non Va Bene' }) });
    expect(badSlug.status).toBe(400);
    for (const id of [randomUUID(), 'x']) {
      expect((await app.request('PUT', translationPath('articles', id), { cookie, body: italian() })).status).toBe(404);
      expect((await app.request('GET', translationPath('articles', id), { cookie })).status).toBe(404);
    }
  });

  it('keeps slugs unique within a language (409 naming it), while an Italian slug may equal an English one', async () => {
    const first = await createArticle(app, cookie, article());
    const second = await createArticle(app, cookie, article());
    const slug = `sorrento-${unique()}`;
    expect((await app.request('PUT', translationPath('articles', first.id), { cookie, body: italian({ slug }) })).status).toBe(200);
    const clash = await app.request<ApiError>('PUT', translationPath('articles', second.id), { cookie, body: italian({ slug }) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(`An article in Italian with the slug "${slug}" already exists`);
    // Its own slug again is no clash.
    expect((await app.request('PUT', translationPath('articles', first.id), { cookie, body: italian({ slug, title: 'Sorrento' }) })).status).toBe(200);
    // The English slug of another article (and of its own) is free in Italian.
    expect((await app.request('PUT', translationPath('articles', second.id), { cookie, body: italian({ slug: first.slug }) })).status).toBe(200);
    expect((await app.request('PUT', translationPath('articles', first.id), { cookie, body: italian({ slug: first.slug }) })).status).toBe(409);
  });

  it('drops the translations with their article', async () => {
    const english = await createArticle(app, cookie, article());
    await app.request('PUT', translationPath('articles', english.id), { cookie, body: italian({ published: true }) });
    expect((await app.request('DELETE', `/api/admin/articles/${english.id}`, { cookie })).status).toBe(204);
    const [left] = await app.runtime.orm.em.getConnection().execute<Array<{ n: number }>>(`select count(*)::int as n from content.article_translations where article_id = ?`, [english.id]);
    expect(left!.n).toBe(0);
  });
});

describe('admin page translations', () => {
  it('asks for a meta description only where the English has one, and goes stale when the English changes', async () => {
    const withMeta = await createPage(app, cookie, page({ metaDescription: 'How to reach Sorrento' }));
    const refused = await app.request<ApiError>('PUT', translationPath('pages', withMeta.id), { cookie, body: { slug: `arrivare-${unique()}`, title: 'Come arrivare', content: 'In **treno** o traghetto.' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Translate every field the English has: Meta description');
    const body = { slug: `arrivare-${unique()}`, title: 'Come arrivare', content: 'In **treno** o traghetto.', metaDescription: 'Come raggiungere Sorrento', published: true };
    const written = await app.request<content.AdminPageTranslation>('PUT', translationPath('pages', withMeta.id), { cookie, body });
    expect(written.status).toBe(200);
    expectShape(content.putPageTranslation.response, written.body);
    expect(written.body).toMatchObject({ page_id: withMeta.id, state: 'current', translation: { meta_description: 'Come raggiungere Sorrento', published: true } });

    await app.request('PUT', `/api/admin/pages/${withMeta.id}`, { cookie, body: page({ slug: withMeta.slug, metaDescription: 'Reaching Sorrento' }) });
    const listed = await app.request<{ data: content.AdminPage[] }>('GET', '/api/admin/pages', { cookie });
    expectShape(content.listPages.response, listed.body);
    expect(listed.body.data.find((p) => p.id === withMeta.id)).toMatchObject({ translations: { it: 'stale' }, translations_published: { it: true } });
    const confirmed = await app.request<content.AdminPageTranslation>('POST', `${translationPath('pages', withMeta.id)}/confirm`, { cookie });
    expect(confirmed.body.state).toBe('current');
    const got = await app.request<content.AdminPage>('GET', `/api/admin/pages/${withMeta.id}`, { cookie });
    expect(got.body).toMatchObject({ translations: { it: 'current' } });

    const withoutMeta = await createPage(app, cookie, page());
    const noMeta = await app.request<content.AdminPageTranslation>('PUT', translationPath('pages', withoutMeta.id), { cookie, body: { ...body, slug: `senza-${unique()}`, metaDescription: undefined } });
    expect(noMeta.status).toBe(200);
    expect(noMeta.body.translation!.meta_description).toBeNull();

    expect((await app.request('DELETE', translationPath('pages', withoutMeta.id), { cookie })).status).toBe(204);
    expect((await app.request<content.AdminPageTranslation>('GET', translationPath('pages', withoutMeta.id), { cookie })).body.state).toBe('missing');
  });
});

describe('public articles and pages in Italian', () => {
  let published: content.AdminArticle;
  let itSlug: string;
  let draftInItalian: content.AdminArticle;
  let draftItSlug: string;
  let englishOnly: content.AdminArticle;
  let italianOnly: content.AdminArticle;
  let italianOnlySlug: string;
  beforeAll(async () => {
    await app.request('PUT', `/api/admin/categories/${tips}/translations/it`, { cookie, body: { name: 'Consigli di viaggio' } });
    published = await createArticle(app, cookie, article({ title: 'Positano by Boat' }));
    itSlug = `positano-in-barca-${unique()}`;
    await app.request('PUT', translationPath('articles', published.id), { cookie, body: italian({ slug: itSlug, title: 'Positano in barca', published: true }) });
    draftInItalian = await createArticle(app, cookie, article({ title: 'Amalfi Lemons' }));
    draftItSlug = `limoni-${unique()}`;
    await app.request('PUT', translationPath('articles', draftInItalian.id), { cookie, body: italian({ slug: draftItSlug, title: 'Limoni di Amalfi' }) });
    englishOnly = await createArticle(app, cookie, article({ title: 'Naples Pizza' }));
    italianOnly = await createArticle(app, cookie, article({ title: 'Ischia Spas', published: false }));
    italianOnlySlug = `terme-${unique()}`;
    await app.request('PUT', translationPath('articles', italianOnly.id), { cookie, body: italian({ slug: italianOnlySlug, title: 'Terme di Ischia', published: true }) });
  });

  it('lists only the articles published in Italian, with their Italian slug, title and excerpt', async () => {
    const list = await app.request<{ lang: string; data: content.PublicArticleSummary[] }>('GET', '/api/articles?lang=it');
    expect(list.status).toBe(200);
    expectShape(content.listPublicArticles.response, list.body);
    expect(list.body.lang).toBe('it');
    const slugs = list.body.data.map((a) => a.slug);
    expect(slugs).toEqual(expect.arrayContaining([itSlug, italianOnlySlug]));
    expect(slugs).not.toContain(draftItSlug);
    expect(slugs).not.toContain(englishOnly.slug);
    expect(slugs).not.toContain(published.slug);
    expect(list.body.data.find((a) => a.slug === itSlug)).toMatchObject({ title: 'Positano in barca', excerpt: 'Un piano per una giornata', category_name: 'Consigli di viaggio' });

    const english = await app.request<{ lang: string; data: content.PublicArticleSummary[] }>('GET', '/api/articles');
    expect(english.body.lang).toBe('en');
    expect(english.body.data.map((a) => a.slug)).toEqual(expect.arrayContaining([published.slug, englishOnly.slug, draftInItalian.slug]));
    expect(english.body.data.map((a) => a.slug)).not.toContain(italianOnly.slug);
  });

  it('serves the Italian article by its Italian slug, with alternates in English and Italian', async () => {
    const res = await app.request<content.PublicArticle>('GET', `/api/articles/${itSlug}?lang=it`);
    expect(res.status).toBe(200);
    expectShape(content.getPublicArticle.response, res.body);
    expect(res.body).toMatchObject({ lang: 'it', slug: itSlug, title: 'Positano in barca', category_name: 'Consigli di viaggio' });
    expect(res.body.html).toContain('<strong>primo</strong>');
    expect(res.body.alternates).toEqual([
      { lang: 'en', slug: published.slug },
      { lang: 'it', slug: itSlug },
    ]);
    // The English slug is no Italian address, and the Italian slug no English one.
    expect((await app.request('GET', `/api/articles/${published.slug}?lang=it`)).status).toBe(404);
    expect((await app.request('GET', `/api/articles/${itSlug}`)).status).toBe(404);
  });

  it('gives the English article its Italian alternate once published in Italian, and only then', async () => {
    const english = await app.request<content.PublicArticle>('GET', `/api/articles/${published.slug}`);
    expect(english.body).toMatchObject({ lang: 'en', alternates: [{ lang: 'en', slug: published.slug }, { lang: 'it', slug: itSlug }] });
    const notYet = await app.request<content.PublicArticle>('GET', `/api/articles/${draftInItalian.slug}`);
    expect(notYet.body.alternates).toEqual([{ lang: 'en', slug: draftInItalian.slug }]);
    const onlyItalian = await app.request<content.PublicArticle>('GET', `/api/articles/${italianOnlySlug}?lang=it`);
    expect(onlyItalian.body.alternates).toEqual([{ lang: 'it', slug: italianOnlySlug }]);
  });

  it('keeps an unpublished Italian translation off the public site until it is published (the cached answers follow)', async () => {
    const path = `/api/articles/${draftItSlug}?lang=it`;
    expect((await app.request('GET', path)).status).toBe(404);
    const listBefore = await app.request<{ data: content.PublicArticleSummary[] }>('GET', '/api/articles?lang=it');
    expect(listBefore.body.data.map((a) => a.slug)).not.toContain(draftItSlug);
    const englishBefore = await app.request<content.PublicArticle>('GET', `/api/articles/${draftInItalian.slug}`);
    expect(englishBefore.body.alternates).toHaveLength(1);

    await app.request('PUT', translationPath('articles', draftInItalian.id), { cookie, body: italian({ slug: draftItSlug, title: 'Limoni di Amalfi', published: true }) });
    expect((await app.request('GET', path)).status).toBe(200);
    expect((await app.request<{ data: content.PublicArticleSummary[] }>('GET', '/api/articles?lang=it')).body.data.map((a) => a.slug)).toContain(draftItSlug);
    expect((await app.request<content.PublicArticle>('GET', `/api/articles/${draftInItalian.slug}`)).body.alternates).toEqual([
      { lang: 'en', slug: draftInItalian.slug },
      { lang: 'it', slug: draftItSlug },
    ]);

    await app.request('PUT', translationPath('articles', draftInItalian.id), { cookie, body: italian({ slug: draftItSlug, title: 'Limoni di Amalfi', published: false }) });
    expect((await app.request('GET', path)).status).toBe(404);
  });

  it('answers 400 for a language the site does not have', async () => {
    for (const path of ['/api/articles?lang=de', `/api/articles/${itSlug}?lang=de`, '/api/pages/contact?lang=de', '/api/articles?lang=italian']) {
      const res = await app.request<ApiError>('GET', path);
      expect([path, res.status]).toEqual([path, 400]);
    }
    expect((await app.request<ApiError>('GET', '/api/articles?lang=de')).body.message).toBe('The site has no pages in "de": its languages are en, it');
  });

  it('serves a page by its Italian slug, or by its English slug (the fixed paths, links written for every language), with alternates', async () => {
    const english = await createPage(app, cookie, page({ title: 'Contact', metaDescription: 'Write to us' }));
    const pageItSlug = `contatti-${unique()}`;
    await app.request('PUT', translationPath('pages', english.id), {
      cookie,
      body: { slug: pageItSlug, title: 'Contatti', content: 'Scriveteci.', metaDescription: 'Scriveteci', published: true },
    });
    const bySlug = await app.request<content.PublicPage>('GET', `/api/pages/${pageItSlug}?lang=it`);
    expect(bySlug.status).toBe(200);
    expectShape(content.getPublicPage.response, bySlug.body);
    expect(bySlug.body).toMatchObject({ lang: 'it', slug: pageItSlug, source_slug: english.slug, title: 'Contatti', meta_description: 'Scriveteci' });
    expect(bySlug.body.alternates).toEqual([
      { lang: 'en', slug: english.slug },
      { lang: 'it', slug: pageItSlug },
    ]);
    const bySource = await app.request<content.PublicPage>('GET', `/api/pages/${english.slug}?lang=it&sourceSlug=true`);
    expect(bySource.body).toEqual(bySlug.body);
    // A link written once for every language (the footer's) names the English slug: it finds the Italian page, which names its own slug.
    expect((await app.request<content.PublicPage>('GET', `/api/pages/${english.slug}?lang=it`)).body).toEqual(bySlug.body);
    const inEnglish = await app.request<content.PublicPage>('GET', `/api/pages/${english.slug}`);
    expect(inEnglish.body).toMatchObject({ lang: 'en', slug: english.slug, source_slug: english.slug, title: 'Contact' });
    expect(inEnglish.body.alternates).toEqual(bySlug.body.alternates);

    const draft = await createPage(app, cookie, page());
    const draftSlug = `bozza-${unique()}`;
    await app.request('PUT', translationPath('pages', draft.id), { cookie, body: { slug: draftSlug, title: 'Bozza', content: 'Non ancora.' } });
    expect((await app.request('GET', `/api/pages/${draftSlug}?lang=it`)).status).toBe(404);
    expect((await app.request('GET', `/api/pages/${draft.slug}?lang=it&sourceSlug=true`)).status).toBe(404);
  });

  it('hands the sitemap each published slug by language', async () => {
    const entries = await app.runtime.queries.execute(new ListContentSitemapEntries());
    expect(entries.articles.find((e) => e.slug === published.slug)!.slugs).toEqual({ en: published.slug, it: itSlug });
    expect(entries.articles.find((e) => e.slug === englishOnly.slug)!.slugs).toEqual({ en: englishOnly.slug });
    expect(entries.articles.find((e) => e.slug === italianOnly.slug)!.slugs).toEqual({ it: italianOnlySlug });
    // The sitemap lists each at its address in every language it is published in.
    const sitemap = await app.request('GET', '/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>http://costiera.test/articles/${published.slug}</loc>`);
    expect(sitemap.text).toContain(`<loc>http://costiera.test/it/articles/${itSlug}</loc>`);
    expect(sitemap.text).toContain(`<loc>http://costiera.test/it/articles/${italianOnlySlug}</loc>`);
    expect(sitemap.text).not.toContain(`/articles/${italianOnly.slug}<`);
  });
});

describe('admin search in Italian', () => {
  it("matches the Italian translations by Italian full-text rules, accents ignored", async () => {
    const english = await createArticle(app, cookie, article({ title: 'The Most Beautiful Towns' }));
    await app.request('PUT', translationPath('articles', english.id), { cookie, body: italian({ title: 'Le città più belle della Costiera', excerpt: 'Borghi sul mare' }) });
    const other = await createArticle(app, cookie, article({ title: 'Ferries' }));
    await app.request('PUT', translationPath('articles', other.id), { cookie, body: italian({ title: 'Traghetti', excerpt: 'Orari e porti' }) });

    const search = async (words: string, lang = 'it') =>
      (await app.request<{ data: content.AdminArticle[] }>('GET', `/api/admin/articles?lang=${lang}&search=${encodeURIComponent(words)}`, { cookie })).body.data.map((a) => a.id);
    expect(await search('città')).toEqual([english.id]);
    expect(await search('CITTA bella')).toEqual([english.id]);
    expect(await search('borgo')).toEqual([english.id]);
    expect(await search('traghetto')).toEqual([other.id]);
    expect(await search('città traghetti')).toEqual([]);
    // In English the words match the English text.
    expect(await search('Beautiful', 'en')).toEqual([english.id]);
    expect(await search('città', 'en')).toEqual([]);
    expect((await app.request('GET', '/api/admin/articles?lang=de&search=x', { cookie })).status).toBe(400);
  });

  it('searches the Italian pages too', async () => {
    const english = await createPage(app, cookie, page({ title: 'Ferry timetable' }));
    await app.request('PUT', translationPath('pages', english.id), { cookie, body: { slug: `orari-${unique()}`, title: 'Orari dei traghetti', content: 'Ogni ora.' } });
    const res = await app.request<{ data: content.AdminPage[] }>('GET', `/api/admin/pages?lang=it&search=${encodeURIComponent('orario traghetto')}`, { cookie });
    expect(res.body.data.map((p) => p.id)).toEqual([english.id]);
  });
});

describe('a third language, set in SITE_LANGUAGES only', () => {
  let three: TestApp;
  let c: string;
  beforeAll(async () => {
    three = await startTestApp({ SITE_LANGUAGES: 'en,it,de' });
    c = await three.signInAsAdmin();
  });
  afterAll(() => three.close());

  it('translates, lists and serves German beside Italian', async () => {
    const category = await createCategory(three, c, { name: 'Tips', slug: 'tips', type: 'article' });
    const english = await createArticle(three, c, article({ categoryId: category }));
    const de = await three.request<content.AdminArticleTranslation>('PUT', translationPath('articles', english.id, 'de'), {
      cookie: c,
      body: { slug: 'capri-an-einem-tag', title: 'Capri an einem Tag', content: 'Nehmen Sie die **erste** Fähre.', excerpt: 'Ein Plan für einen Tag', published: true },
    });
    expect(de.status).toBe(200);
    expect(de.body).toMatchObject({ language: 'de', state: 'current' });
    const listed = await three.request<{ data: content.AdminArticle[] }>('GET', '/api/admin/articles', { cookie: c });
    expect(listed.body.data[0]).toMatchObject({ translations: { it: 'missing', de: 'current' }, translations_published: { it: false, de: true } });

    const res = await three.request<content.PublicArticle>('GET', '/api/articles/capri-an-einem-tag?lang=de');
    expect(res.body).toMatchObject({ lang: 'de', title: 'Capri an einem Tag', alternates: [{ lang: 'en', slug: english.slug }, { lang: 'de', slug: 'capri-an-einem-tag' }] });
    expect((await three.request<{ data: content.PublicArticleSummary[] }>('GET', '/api/articles?lang=de')).body.data.map((a) => a.slug)).toEqual(['capri-an-einem-tag']);
    // German words by German rules: 'Tage' and 'Tag' share a stem.
    const search = await three.request<{ data: content.AdminArticle[] }>('GET', `/api/admin/articles?lang=de&search=${encodeURIComponent('Tage')}`, { cookie: c });
    expect(search.body.data.map((a) => a.id)).toEqual([english.id]);
  });

  it("reads the languages from the kernel's one SITE_LANGUAGES setting, and refuses a list that does not start with English", () => {
    expect(three.config.siteLanguages).toEqual(['en', 'it', 'de']);
    const env = { DATABASE_URL: 'postgres://x@127.0.0.1/x', REDIS_URL: 'redis://127.0.0.1:6379', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).siteLanguages).toEqual(['en', 'it']);
    expect(() => loadConfig({ ...env, SITE_LANGUAGES: 'it,en' })).toThrow("SITE_LANGUAGES is not valid: the site's languages start with en, the language translations are made from");
    expect(() => loadConfig({ ...env, SITE_LANGUAGES: 'en,ita' })).toThrow('SITE_LANGUAGES is not valid: "ita" is not a language code (two lower-case letters)');
  });
});

describe('the seed writes translations through the same command', () => {
  it('SaveArticleTranslation with no author', async () => {
    const english = await createArticle(app, cookie, article());
    await app.runtime.commands.execute(new SaveArticleTranslation(english.id, 'it', { slug: `seme-${unique()}`, title: 'Titolo', content: 'Testo', excerpt: 'Sunto', published: true }));
    const got = await app.request<content.AdminArticleTranslation>('GET', translationPath('articles', english.id), { cookie });
    expect(got.body).toMatchObject({ state: 'current', translation: { updated_by: null, published: true } });
  });
});
