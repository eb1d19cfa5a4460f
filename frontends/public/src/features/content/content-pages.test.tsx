import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { mockApi, renderPage } from '../../testing/render-page';
import { ArticlePage } from './ArticlePage';
import { ArticlesPage } from './ArticlesPage';
import { CmsPage } from './CmsPage';

/** The head tags a page hoisted: canonical, its language versions, Open Graph locales. */
function headTags() {
  const attr = (selector: string, name: string) => [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(name));
  return {
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    ogLocale: attr('meta[property="og:locale"]', 'content'),
    ogLocaleAlternates: attr('meta[property="og:locale:alternate"]', 'content'),
  };
}

const article = (lang: string, slug: string, title: string, alternates: Array<{ lang: string; slug: string }>) => ({
  slug,
  title,
  excerpt: `${title}: excerpt`,
  html: `<p>${title}</p>`,
  featured_image: null,
  category_name: null,
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-01T08:00:00.000Z',
  lang,
  alternates,
  featured_photo: null,
  photos: [],
});
const BOTH = [
  { lang: 'en', slug: 'capri-in-a-day' },
  { lang: 'it', slug: 'capri-in-un-giorno' },
];

/** The API as the content reads meet it: each answer only for the `lang` (and `sourceSlug`) it is asked with. */
function contentApi() {
  return mockApi({
    '/api/articles/capri-in-un-giorno': (_init, url) => (url.searchParams.get('lang') === 'it' ? { body: article('it', 'capri-in-un-giorno', 'Capri in un giorno', BOTH) } : { status: 404, body: { error: 'not_found', message: 'Not found' } }),
    '/api/articles/capri-in-a-day': (_init, url) => (url.searchParams.get('lang') === null ? { body: article('en', 'capri-in-a-day', 'Capri in a Day', BOTH) } : { status: 404, body: { error: 'not_found', message: 'Not found' } }),
    '/api/articles/only-english': (_init, url) =>
      url.searchParams.get('lang') === null ? { body: article('en', 'only-english', 'Only in English', [{ lang: 'en', slug: 'only-english' }]) } : { status: 404, body: { error: 'not_found', message: 'Not found' } },
    '/api/articles': (_init, url) => ({ body: { lang: url.searchParams.get('lang') ?? 'en', data: url.searchParams.get('lang') === 'it' ? [article('it', 'capri-in-un-giorno', 'Capri in un giorno', BOTH)] : [] } }),
    '/api/pages/travel-info': (_init, url) =>
      url.searchParams.get('lang') === 'it' && url.searchParams.get('sourceSlug') === 'true'
        ? { body: { slug: 'informazioni-di-viaggio', title: 'Informazioni di viaggio', html: '<p>Treni, autobus e traghetti.</p>', meta_description: 'Come muoversi', updated_at: '2026-05-01T08:00:00.000Z', lang: 'it', source_slug: 'travel-info', alternates: [{ lang: 'en', slug: 'travel-info' }, { lang: 'it', slug: 'informazioni-di-viaggio' }], photos: [] } }
        : { status: 404, body: { error: 'not_found', message: 'Not found' } },
    '/api/pages/chi-siamo': (_init, url) =>
      url.searchParams.get('lang') === 'it' && url.searchParams.get('sourceSlug') === null
        ? { body: { slug: 'chi-siamo', title: 'Chi siamo', html: '<p>Siamo di Sorrento.</p>', meta_description: null, updated_at: '2026-05-01T08:00:00.000Z', lang: 'it', source_slug: 'about-us', alternates: [{ lang: 'en', slug: 'about-us' }, { lang: 'it', slug: 'chi-siamo' }], photos: [] } }
        : { status: 404, body: { error: 'not_found', message: 'Not found' } },
  });
}

/** Whether the router left a click to the browser (a full page load), as Header.test.tsx tells it. */
function clickLeftToBrowser(link: HTMLElement): boolean {
  let left = false;
  const listener = (event: MouseEvent) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  try {
    fireEvent.click(link);
  } finally {
    window.removeEventListener('click', listener);
  }
  return left;
}

const switchLinks = () => screen.getAllByRole('link', { name: /English|Italiano/ }).map((a) => `${a.getAttribute('hreflang')} ${a.getAttribute('href')}`);

describe('content pages in the reader’s language', () => {
  it('shows an article under /it/ at its Italian slug, in Italian, naming its English version and the language switch leading to it', async () => {
    contentApi();
    renderPage(
      <>
        <LanguageSwitch />
        <ArticlePage />
      </>,
      { url: '/articles/capri-in-un-giorno', path: '/articles/:slug', language: 'it' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Capri in un giorno' })).toBeInTheDocument();
    expect(screen.getByText('Pubblicato il 1 maggio 2026')).toBeInTheDocument();
    expect(headTags()).toEqual({
      canonical: ['/it/articles/capri-in-un-giorno'],
      alternates: ['en /articles/capri-in-a-day', 'it /it/articles/capri-in-un-giorno', 'x-default /articles/capri-in-a-day'],
      ogLocale: ['it_IT'],
      ogLocaleAlternates: ['en_GB'],
    });
    await waitFor(() => expect(switchLinks()).toEqual(['en /articles/capri-in-a-day', 'it /it/articles/capri-in-un-giorno']));
  });

  it('is the 404 page under /it/ for an article not published in Italian (its English slug included)', async () => {
    contentApi();
    renderPage(<ArticlePage />, { url: '/articles/only-english', path: '/articles/:slug', language: 'it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("names only the languages an article is published in, and the switch leads to the other language's articles where it is not", async () => {
    contentApi();
    renderPage(
      <>
        <LanguageSwitch />
        <ArticlePage />
      </>,
      { url: '/articles/only-english', path: '/articles/:slug' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Only in English' })).toBeInTheDocument();
    expect(screen.getByText('Published 1 May 2026')).toBeInTheDocument();
    expect(headTags()).toEqual({ canonical: ['/articles/only-english'], alternates: ['en /articles/only-english', 'x-default /articles/only-english'], ogLocale: ['en_GB'], ogLocaleAlternates: [] });
    await waitFor(() => expect(switchLinks()).toEqual(['en /articles/only-english', 'it /it/articles']));
  });

  it('lists the articles published in Italian, each at its Italian slug, with the index in Italian', async () => {
    const api = contentApi();
    renderPage(<ArticlesPage />, { url: '/articles', language: 'it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Articoli' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Capri in un giorno' })).toHaveAttribute('href', '/articles/capri-in-un-giorno');
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(['/api/articles?lang=it']);
    expect(headTags().alternates).toEqual(['en /articles', 'it /it/articles', 'x-default /articles']);
  });

  it('says so in Italian when no article is published yet', async () => {
    mockApi({ '/api/articles': { body: { lang: 'it', data: [] } } });
    renderPage(<ArticlesPage />, { url: '/articles', language: 'it' });
    expect(await screen.findByText('Ancora nessun articolo. Torna a trovarci presto.')).toBeInTheDocument();
  });

  it('shows a fixed path (/info) under /it/ with its English path, the page read by its English slug in Italian', async () => {
    contentApi();
    renderPage(
      <>
        <LanguageSwitch />
        <CmsPage />
      </>,
      { url: '/info', path: '/info', language: 'it' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Informazioni di viaggio' })).toBeInTheDocument();
    expect(headTags()).toMatchObject({ canonical: ['/it/info'], alternates: ['en /info', 'it /it/info', 'x-default /info'] });
    expect(switchLinks()).toEqual(['en /info', 'it /it/info']);
  });

  it('shows /pages/<slug> under /it/ by its Italian slug, the switch leading to its English slug', async () => {
    contentApi();
    renderPage(
      <>
        <LanguageSwitch />
        <CmsPage />
      </>,
      { url: '/pages/chi-siamo', path: '/pages/:slug', language: 'it' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeInTheDocument();
    expect(headTags()).toMatchObject({ canonical: ['/it/pages/chi-siamo'], alternates: ['en /pages/about-us', 'it /it/pages/chi-siamo', 'x-default /pages/about-us'] });
    await waitFor(() => expect(switchLinks()).toEqual(['en /pages/about-us', 'it /it/pages/chi-siamo']));
  });

  it('tells a failed load in Italian, with a retry', async () => {
    mockApi({ '/api/articles': { status: 500, body: { error: 'internal', message: 'Boom' } } });
    renderPage(<ArticlesPage />, { url: '/articles', language: 'it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Non è stato possibile caricare la pagina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it("follows a link of the text to a page in the page's language inside the app, and loads a page in another language", async () => {
    mockApi({
      '/api/articles/traghetti': {
        body: { ...article('it', 'traghetti', 'Traghetti', [{ lang: 'it', slug: 'traghetti' }]), html: '<p><a href="/it/tours/7">In barca</a> o <a href="/tours/7">in English</a></p>' },
      },
    });
    renderPage(<ArticlePage />, { url: '/articles/traghetti', path: '/articles/:slug', language: 'it' });
    const english = await screen.findByRole('link', { name: 'in English' });
    expect(clickLeftToBrowser(english)).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/articles/traghetti');
    // The router's paths are without the language prefix (its basename).
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'In barca' }))).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/tours/7');
  });
});
