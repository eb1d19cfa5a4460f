import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLanguageProvider, PageMeta, SiteUrlProvider, type PageLanguage, type PageMetaProps } from './page-meta';

const SITE = 'https://costiera.example';
const LOCALES: Record<string, string> = { en: 'en_GB', it: 'it_IT', de: 'de_DE' };

/** A page's language as a remote gives it: English at the root, the others under their prefix. */
function language(code: string, languages: string[]): PageLanguage {
  return { language: code, languages, path: (path, l) => (l === 'en' ? path : path === '/' ? `/${l}/` : `/${l}${path}`), ogLocale: (l) => LOCALES[l] ?? l };
}

/** The head tags PageMeta hoisted, for a page at `url` (its path under the router, without the prefix) in `lang`. */
function headOf(props: Partial<PageMetaProps>, url: string, lang: PageLanguage | null) {
  const meta = <PageMeta title="Capri" description="A day on the island" {...props} />;
  const { unmount } = render(
    <SiteUrlProvider url={SITE}>
      <MemoryRouter initialEntries={[url]}>{lang ? <PageLanguageProvider value={lang}>{meta}</PageLanguageProvider> : meta}</MemoryRouter>
    </SiteUrlProvider>,
  );
  const attr = (selector: string, name: string) => [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(name));
  const tags = {
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    ogUrl: attr('meta[property="og:url"]', 'content'),
    ogLocale: attr('meta[property="og:locale"]', 'content'),
    ogLocaleAlternates: attr('meta[property="og:locale:alternate"]', 'content'),
  };
  unmount();
  return tags;
}

describe("PageMeta's language versions", () => {
  it('names the page in every site language by default, itself included, x-default the English, canonical its own address', () => {
    expect(headOf({}, '/tours/7', language('it', ['en', 'it']))).toEqual({
      canonical: [`${SITE}/it/tours/7`],
      alternates: [`en ${SITE}/tours/7`, `it ${SITE}/it/tours/7`, `x-default ${SITE}/tours/7`],
      ogUrl: [`${SITE}/it/tours/7`],
      ogLocale: ['it_IT'],
      ogLocaleAlternates: ['en_GB'],
    });
    expect(headOf({ canonicalPath: '/tours' }, '/tours?search=capri', language('en', ['en', 'it']))).toMatchObject({
      canonical: [`${SITE}/tours`],
      alternates: [`en ${SITE}/tours`, `it ${SITE}/it/tours`, `x-default ${SITE}/tours`],
      ogLocale: ['en_GB'],
    });
  });

  it("names only the versions the page gives (a tour not translated into a language has none in it), in the site's order", () => {
    const tags = headOf({ alternates: { de: '/de/tours/7', en: '/tours/7' } }, '/tours/7', language('it', ['en', 'it', 'de']));
    expect(tags).toEqual({
      canonical: [`${SITE}/it/tours/7`],
      alternates: [`en ${SITE}/tours/7`, `de ${SITE}/de/tours/7`, `x-default ${SITE}/tours/7`],
      ogUrl: [`${SITE}/it/tours/7`],
      ogLocale: ['it_IT'],
      ogLocaleAlternates: ['en_GB', 'de_DE'],
    });
  });

  it('has no x-default when the page has no English version', () => {
    expect(headOf({ alternates: { it: '/it/articles/solo-in-italiano' } }, '/articles/solo-in-italiano', language('it', ['en', 'it'])).alternates).toEqual([`it ${SITE}/it/articles/solo-in-italiano`]);
  });

  it('names no versions on a page without a canonical or kept out of the index (a 404), nor on a site in one language, nor without a language', () => {
    expect(headOf({ canonicalPath: null, noindex: true }, '/no/such/page', language('it', ['en', 'it'])).alternates).toEqual([]);
    expect(headOf({ noindex: true }, '/tours/7', language('it', ['en', 'it'])).alternates).toEqual([]);
    expect(headOf({}, '/tours/7', language('en', ['en']))).toMatchObject({ alternates: [], ogLocale: ['en_GB'], ogLocaleAlternates: [] });
    expect(headOf({}, '/tours/7', null)).toEqual({ canonical: [`${SITE}/tours/7`], alternates: [], ogUrl: [`${SITE}/tours/7`], ogLocale: [], ogLocaleAlternates: [] });
  });
});
