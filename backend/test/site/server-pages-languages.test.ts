import { rmSync } from 'node:fs';
import path from 'node:path';
import { createCategory, createTour } from '../catalog/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { buildPublicServer } from '../support/public-server-build';

/**
 * The public pages in each of the site's languages, rendered by the backend from the public
 * remote's server build as a reader without JavaScript gets them: `<html lang>`, the texts, the
 * language versions each page names (hreflang, reciprocal, x-default), canonical, og:locale and
 * JSON-LD `inLanguage`; many renders in both languages at once, each page in its own; and a third
 * language that only a catalogue directory (fixtures/messages/de, through PUBLIC_EXTRA_MESSAGES),
 * SITE_LANGUAGES and content add.
 *
 * The server entry is built here from the source, as server-pages.test.ts builds it, with the
 * German catalogue beside the remote's own.
 */
jest.setTimeout(180_000);

const SITE = 'http://costiera.test';
const FIXTURE_MESSAGES = path.join(__dirname, 'fixtures/messages');
let dir: string;

beforeAll(() => {
  ({ dir } = buildPublicServer('ssr-languages', { env: { PUBLIC_EXTRA_MESSAGES: FIXTURE_MESSAGES } }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="costiera-state"'));
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];
const metasOf = (html: string, property: string) => [...head(html).matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
/** The page's language versions as its head names them: hreflang -> absolute URL. */
const alternatesOf = (html: string) => Object.fromEntries([...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map((m) => [m[1], m[2]]));
/** The language switch's links in the header: language -> address. */
const switchOf = (html: string) => Object.fromEntries([...rootOf(html).matchAll(/<a href="([^"]*)" hrefLang="([^"]*)"[^>]*class="site-header__language/gi)].map((m) => [m[2], m[1]]));
const jsonLdNodes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Array<Record<string, unknown>>) : [b]));

/** The header's words in each language: each is in its language's pages and never in another's. */
const HEADER_WORDS: Record<string, string[]> = {
  en: ['>Transport<', '>Explore<', '>Contact<', 'Sign in (staff)'],
  it: ['>Trasporti<', '>Esplora<', '>Contatti<', 'Accedi (staff)'],
  de: ['>Anreise<', '>Entdecken<', '>Kontakt<', 'Anmelden (Personal)'],
};

/** An article's day as each language writes it (the day is the database's: the rows are written at its clock). */
const PUBLISHED = {
  en: /<p class="content-page__date">Published \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}<\/p>/,
  it: /<p class="content-page__date">Pubblicato il \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}<\/p>/,
  de: /<p class="content-page__date">Veröffentlicht am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}<\/p>/,
};

interface Content {
  tourId: string;
  untranslatedTourId: string;
}

/**
 * A translated tour (its category too), an untranslated one, a page and two articles (one
 * published only in English), each translation into `language` through the admin API.
 */
async function content(app: TestApp, language: string, words: { tour: Record<string, unknown>; category: string; page: Record<string, unknown>; article: Record<string, unknown> }): Promise<Content> {
  const cookie = await app.signInAsAdmin();
  const ok = async (method: string, url: string, body: unknown, status = 200) => {
    const res = await app.request(method, url, { cookie, body });
    expect([url, res.status]).toEqual([url, status]);
    return res.body as { id: string };
  };
  const categoryId = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  await ok('PUT', `/api/admin/categories/${categoryId}/translations/${language}`, { name: words.category });
  const tourId = await createTour(app, cookie, categoryId, { images: ['/images/tours/capri-1.jpg'] });
  await ok('PUT', `/api/admin/tours/${tourId}/translations/${language}`, words.tour);
  const untranslatedTourId = await createTour(app, cookie, categoryId, { title: 'Positano Sunset Cruise' });
  const pageCategory = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
  const page = await ok('POST', '/api/admin/pages', { title: 'Travel Information', slug: 'travel-info', content: '# Travel Information\n\nTrains, buses and ferries.', categoryId: pageCategory, metaDescription: 'Travel information for the Sorrento coast', published: true }, 201);
  await ok('PUT', `/api/admin/pages/${page.id}/translations/${language}`, { ...words.page, published: true });
  const articleCategory = await createCategory(app, cookie, { name: 'Stories', slug: 'stories', type: 'article' });
  const article = await ok('POST', '/api/admin/articles', { title: 'Capri in One Day', slug: 'capri-in-one-day', content: 'Start early at Marina Grande.', excerpt: 'How to see the best of the island in a day.', categoryId: articleCategory, published: true }, 201);
  await ok('PUT', `/api/admin/articles/${article.id}/translations/${language}`, { ...words.article, published: true });
  await ok('POST', '/api/admin/articles', { title: 'Only in English', slug: 'only-in-english', content: 'Not translated yet.', excerpt: 'An article in English only.', categoryId: articleCategory, published: true }, 201);
  return { tourId, untranslatedTourId };
}

describe('the public pages in Italian, without JavaScript (SITE_LANGUAGES=en,it)', () => {
  let app: TestApp;
  let tours: Content;
  beforeAll(async () => {
    app = await startTestApp({ FRONTENDS_DIR: dir, SITE_LANGUAGES: 'en,it' });
    tours = await content(app, 'it', {
      category: 'Barca privata',
      tour: {
        title: 'Capri in barca privata',
        short_description: 'Capri con la vostra barca',
        description: 'Una giornata intera intorno a Capri, con soste per il bagno.',
        meeting_point: 'Marina Piccola, Sorrento',
        duration: '8 ore',
      },
      page: { slug: 'informazioni-di-viaggio', title: 'Informazioni di viaggio', content: '# Informazioni di viaggio\n\nTreni, autobus e traghetti.', metaDescription: 'Come muoversi sulla costiera sorrentina' },
      article: { slug: 'capri-in-un-giorno', title: 'Capri in un giorno', content: 'Partite presto da Marina Grande.', excerpt: 'Come vedere il meglio dell’isola in una giornata.' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('/it/ is the home page in Italian: its header, the tours in Italian, its versions, canonical, og:locale and JSON-LD in Italian', async () => {
    const res = await app.request<string>('GET', '/it/');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('it');
    for (const word of HEADER_WORDS.it!) expect(rootOf(res.text)).toContain(word);
    for (const word of HEADER_WORDS.en!) expect(res.text).not.toContain(word);
    expect(rootOf(res.text)).toContain('Capri in barca privata');
    // Should the remote fail in the browser, the shell says so in Italian.
    expect(res.text).toContain('"failureTexts":{"title":"Qualcosa è andato storto","text":"Non siamo riusciti a caricare questa pagina. Controlla la connessione e riprova.","retry":"Riprova"}');
    expect(alternatesOf(res.text)).toEqual({ en: `${SITE}/`, it: `${SITE}/it/`, 'x-default': `${SITE}/` });
    expect(canonicalOf(res.text)).toBe(`${SITE}/it/`);
    expect(metasOf(res.text, 'og:url')).toEqual([`${SITE}/it/`]);
    expect(metasOf(res.text, 'og:locale')).toEqual(['it_IT']);
    expect(metasOf(res.text, 'og:locale:alternate')).toEqual(['en_GB']);
    expect(jsonLdNodes(res.text).find((n) => n['@type'] === 'WebSite')).toMatchObject({ url: `${SITE}/it/`, inLanguage: 'it' });
    expect(switchOf(res.text)).toEqual({ en: '/', it: '/it/' });

    const english = await app.request<string>('GET', '/');
    expect(htmlLang(english.text)).toBe('en');
    expect(alternatesOf(english.text)).toEqual(alternatesOf(res.text));
    expect(canonicalOf(english.text)).toBe(`${SITE}/`);
    expect(metasOf(english.text, 'og:locale')).toEqual(['en_GB']);
    expect(metasOf(english.text, 'og:locale:alternate')).toEqual(['it_IT']);
    expect(jsonLdNodes(english.text).find((n) => n['@type'] === 'WebSite')).toMatchObject({ url: `${SITE}/`, inLanguage: 'en' });
  });

  it("a tour's Italian page names itself and its English page, which names it back, with its canonical and og:locale in Italian", async () => {
    const italian = await app.request<string>('GET', `/it/tours/${tours.tourId}`);
    expect(italian.status).toBe(200);
    expect(htmlLang(italian.text)).toBe('it');
    for (const word of HEADER_WORDS.it!) expect(rootOf(italian.text)).toContain(word);
    const versions = { en: `${SITE}/tours/${tours.tourId}`, it: `${SITE}/it/tours/${tours.tourId}`, 'x-default': `${SITE}/tours/${tours.tourId}` };
    expect(alternatesOf(italian.text)).toEqual(versions);
    expect(canonicalOf(italian.text)).toBe(`${SITE}/it/tours/${tours.tourId}`);
    expect(metasOf(italian.text, 'og:locale')).toEqual(['it_IT']);
    expect(switchOf(italian.text)).toEqual({ en: `/tours/${tours.tourId}`, it: `/it/tours/${tours.tourId}` });
    expect(rootOf(italian.text)).toContain('<h1 class="tour-detail__title">Capri in barca privata</h1>');
    expect(jsonLdNodes(italian.text).find((n) => n['@type'] === 'WebPage')).toMatchObject({ url: `${SITE}/it/tours/${tours.tourId}`, inLanguage: 'it' });
    const english = await app.request<string>('GET', `/tours/${tours.tourId}`);
    expect(alternatesOf(english.text)).toEqual(versions);
    expect(canonicalOf(english.text)).toBe(`${SITE}/tours/${tours.tourId}`);
  });

  it('a tour not translated into Italian has its page under /it/ too, the site around it in Italian', async () => {
    const res = await app.request<string>('GET', `/it/tours/${tours.untranslatedTourId}`);
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('it');
    for (const word of HEADER_WORDS.it!) expect(rootOf(res.text)).toContain(word);
    expect(rootOf(res.text)).toContain('<h1 class="tour-detail__title" lang="en">Positano Sunset Cruise</h1>');
    expect(rootOf(res.text)).toContain('Questo tour non è ancora tradotto in italiano: lo mostriamo in inglese.');
    expect(canonicalOf(res.text)).toBe(`${SITE}/it/tours/${tours.untranslatedTourId}`);
    // No search engine is told this is the tour's Italian version.
    expect(alternatesOf(res.text)).toEqual({ en: `${SITE}/tours/${tours.untranslatedTourId}`, 'x-default': `${SITE}/tours/${tours.untranslatedTourId}` });
  });

  it('an article under /it/ is at its Italian slug, in Italian, naming its English page (at the English slug), which names it back', async () => {
    const italian = await app.request<string>('GET', '/it/articles/capri-in-un-giorno');
    expect(italian.status).toBe(200);
    expect(htmlLang(italian.text)).toBe('it');
    expect(rootOf(italian.text)).toContain('<h1>Capri in un giorno</h1>');
    expect(rootOf(italian.text)).toMatch(PUBLISHED.it);
    expect(rootOf(italian.text)).toContain('Partite presto da Marina Grande.');
    const versions = { en: `${SITE}/articles/capri-in-one-day`, it: `${SITE}/it/articles/capri-in-un-giorno`, 'x-default': `${SITE}/articles/capri-in-one-day` };
    expect(alternatesOf(italian.text)).toEqual(versions);
    expect(canonicalOf(italian.text)).toBe(`${SITE}/it/articles/capri-in-un-giorno`);
    expect(metasOf(italian.text, 'og:locale')).toEqual(['it_IT']);
    expect(jsonLdNodes(italian.text).find((n) => n['@type'] === 'Article')).toMatchObject({ headline: 'Capri in un giorno', url: `${SITE}/it/articles/capri-in-un-giorno`, inLanguage: 'it' });
    // The language switch lands on the other language's slug.
    expect(switchOf(italian.text)).toEqual({ en: '/articles/capri-in-one-day', it: '/it/articles/capri-in-un-giorno' });

    const english = await app.request<string>('GET', '/articles/capri-in-one-day');
    expect(rootOf(english.text)).toMatch(PUBLISHED.en);
    expect(alternatesOf(english.text)).toEqual(versions);
    expect(switchOf(english.text)).toEqual({ en: '/articles/capri-in-one-day', it: '/it/articles/capri-in-un-giorno' });
  });

  it('an article not published in Italian is not found under /it/ (nor is an English slug), and its English page leads the switch to the Italian articles', async () => {
    for (const url of ['/it/articles/only-in-english', '/it/articles/capri-in-one-day']) {
      const res = await app.request<string>('GET', url);
      expect([url, res.status, htmlLang(res.text)]).toEqual([url, 404, 'it']);
    }
    const english = await app.request<string>('GET', '/articles/only-in-english');
    expect(english.status).toBe(200);
    expect(alternatesOf(english.text)).toEqual({ en: `${SITE}/articles/only-in-english`, 'x-default': `${SITE}/articles/only-in-english` });
    expect(metasOf(english.text, 'og:locale:alternate')).toEqual([]);
    expect(switchOf(english.text)).toEqual({ en: '/articles/only-in-english', it: '/it/articles' });
    const list = await app.request<string>('GET', '/it/articles');
    expect(rootOf(list.text)).toContain('<h1>Articoli</h1>');
    expect(rootOf(list.text)).toContain('href="/it/articles/capri-in-un-giorno"');
    expect(rootOf(list.text)).not.toContain('Only in English');
  });

  it('sends /it to the Italian home page at its canonical address, /it/', async () => {
    const res = await app.request('GET', '/it?ref=mail');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/it/?ref=mail');
  });

  it('a fixed page path keeps its English form under /it/ and shows the Italian page', async () => {
    const res = await app.request<string>('GET', '/it/info');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toContain('Treni, autobus e traghetti.');
    expect(alternatesOf(res.text)).toEqual({ en: `${SITE}/info`, it: `${SITE}/it/info`, 'x-default': `${SITE}/info` });
    expect(canonicalOf(res.text)).toBe(`${SITE}/it/info`);
    expect(switchOf(res.text)).toEqual({ en: '/info', it: '/it/info' });
  });

  it('renders 50 pages at once in both languages, each entirely in its own', async () => {
    const pages: Array<{ path: string; words: Record<string, string[]> }> = [
      { path: '/', words: { en: ['Capri Private Boat Tour', '"inLanguage":"en"'], it: ['Capri in barca privata', '"inLanguage":"it"'] } },
      { path: `/tours/${tours.tourId}`, words: { en: [], it: [] } },
      { path: '/articles/capri-in-one-day', words: { en: ['Capri in One Day', '>Published '], it: ['Capri in un giorno', '>Pubblicato il '] } },
      { path: '/info', words: { en: ['Trains, buses and ferries.'], it: ['Treni, autobus e traghetti.'] } },
    ];
    const italianPath = (p: string) => (p === '/' ? '/it/' : p === '/articles/capri-in-one-day' ? '/it/articles/capri-in-un-giorno' : `/it${p}`);
    // Each request its own address (an unknown parameter), so every one is rendered, none served from the page cache.
    const requests = Array.from({ length: 50 }, (_, i) => {
      const page = pages[i % pages.length]!;
      const language = Math.floor(i / pages.length) % 2 === 0 ? 'en' : 'it';
      const url = `${language === 'en' ? page.path : italianPath(page.path)}?render=${i}`;
      return { url, language, page };
    });
    const answers = await Promise.all(requests.map((r) => app.request<string>('GET', r.url)));
    for (const [i, { url, language, page }] of requests.entries()) {
      const html = answers[i]!.text;
      const other = language === 'en' ? 'it' : 'en';
      expect([url, answers[i]!.status, htmlLang(html), metasOf(html, 'og:locale')]).toEqual([url, 200, language, [language === 'en' ? 'en_GB' : 'it_IT']]);
      for (const word of [...HEADER_WORDS[language]!, ...page.words[language]!]) expect([url, word, html.includes(word)]).toEqual([url, word, true]);
      for (const word of [...HEADER_WORDS[other]!, ...page.words[other]!]) expect([url, word, html.includes(word)]).toEqual([url, word, false]);
    }
  });
});

describe('a third language from a catalogue directory and content alone (SITE_LANGUAGES=en,it,de)', () => {
  let app: TestApp;
  let tours: Content;
  beforeAll(async () => {
    app = await startTestApp({ FRONTENDS_DIR: dir, SITE_LANGUAGES: 'en,it,de' });
    tours = await content(app, 'de', {
      category: 'Privates Boot',
      tour: {
        title: 'Capri im privaten Boot',
        short_description: 'Capri mit Ihrem eigenen Boot',
        description: 'Ein ganzer Tag rund um Capri mit Badestopps.',
        meeting_point: 'Marina Piccola, Sorrent',
        duration: '8 Stunden',
      },
      page: { slug: 'reiseinformationen', title: 'Reiseinformationen', content: '# Reiseinformationen\n\nZüge, Busse und Fähren.', metaDescription: 'Unterwegs an der Küste von Sorrent' },
      article: { slug: 'capri-an-einem-tag', title: 'Capri an einem Tag', content: 'Beginnen Sie früh an der Marina Grande.', excerpt: 'Das Beste der Insel an einem Tag.' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('/de/tours/<id> is in German, with de among the versions every language names (not Italian: the tour has no Italian text)', async () => {
    const german = await app.request<string>('GET', `/de/tours/${tours.tourId}`);
    expect(german.status).toBe(200);
    expect(htmlLang(german.text)).toBe('de');
    for (const word of HEADER_WORDS.de!) expect(rootOf(german.text)).toContain(word);
    for (const word of [...HEADER_WORDS.en!, ...HEADER_WORDS.it!]) expect(german.text).not.toContain(word);
    const versions = {
      en: `${SITE}/tours/${tours.tourId}`,
      de: `${SITE}/de/tours/${tours.tourId}`,
      'x-default': `${SITE}/tours/${tours.tourId}`,
    };
    expect(alternatesOf(german.text)).toEqual(versions);
    expect(canonicalOf(german.text)).toBe(`${SITE}/de/tours/${tours.tourId}`);
    expect(metasOf(german.text, 'og:locale')).toEqual(['de_DE']);
    expect(metasOf(german.text, 'og:locale:alternate')).toEqual(['en_GB']);
    expect(switchOf(german.text)).toEqual({ en: `/tours/${tours.tourId}`, it: `/it/tours/${tours.tourId}`, de: `/de/tours/${tours.tourId}` });
    expect(rootOf(german.text)).toContain('<h1 class="tour-detail__title">Capri im privaten Boot</h1>');
    for (const url of [`/tours/${tours.tourId}`, `/it/tours/${tours.tourId}`]) expect(alternatesOf((await app.request<string>('GET', url)).text)).toEqual(versions);
  });

  it("/de/ lists the tour by its German title, and a German article is at its German slug, dated in German", async () => {
    const home = await app.request<string>('GET', '/de/');
    expect(htmlLang(home.text)).toBe('de');
    expect(rootOf(home.text)).toContain('Capri im privaten Boot');
    expect(jsonLdNodes(home.text).find((n) => n['@type'] === 'WebSite')).toMatchObject({ url: `${SITE}/de/`, inLanguage: 'de' });
    const article = await app.request<string>('GET', '/de/articles/capri-an-einem-tag');
    expect(article.status).toBe(200);
    expect(rootOf(article.text)).toContain('<h1>Capri an einem Tag</h1>');
    expect(rootOf(article.text)).toMatch(PUBLISHED.de);
    expect(alternatesOf(article.text)).toEqual({ en: `${SITE}/articles/capri-in-one-day`, de: `${SITE}/de/articles/capri-an-einem-tag`, 'x-default': `${SITE}/articles/capri-in-one-day` });
    // Not published in Italian: the switch leads to the Italian articles.
    expect(switchOf(article.text)).toEqual({ en: '/articles/capri-in-one-day', it: '/it/articles', de: '/de/articles/capri-an-einem-tag' });
    expect((await app.request<string>('GET', '/de/info')).text).toContain('Züge, Busse und Fähren.');
  });
});
