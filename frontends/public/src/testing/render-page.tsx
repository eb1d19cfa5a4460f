import { useRef, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { PageLanguageProvider, QueryCache, QueryCacheProvider, Toaster } from '@costiera/kit';
import { I18nContext } from '../i18n/i18n';
import { testI18n } from './i18n';

/**
 * Shows where the router is, so tests can assert on the URL a page wrote, and how each
 * location was reached (data-navigations: 'POP REPLACE PUSH ...'), so no step hides behind the last.
 */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  const seen = useRef<Map<string, string>>(new Map());
  if (!seen.current.has(location.key)) seen.current.set(location.key, type);
  return (
    <output data-testid="location" data-navigation={type} data-navigations={[...seen.current.values()].join(' ')}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders a page at `url` (its path without the language prefix, in `language`) inside the providers it has in the remote (language, router, query cache) plus the toaster. */
export function renderPage(element: ReactElement, { url = '/', path = '*', language = 'en' }: { url?: string; path?: string; language?: string } = {}) {
  const cache = new QueryCache();
  const i18n = testI18n(language);
  const utils = render(
    <I18nContext value={i18n}>
      <PageLanguageProvider value={i18n}>
        <QueryCacheProvider cache={cache}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
            <LocationProbe />
            <Toaster />
          </MemoryRouter>
        </QueryCacheProvider>
      </PageLanguageProvider>
    </I18nContext>,
  );
  return { ...utils, cache };
}

type Answer = { status?: number; body: unknown };
/** A fetch double answering by path ('/api/tours'), recording every call. */
export function mockApi(routes: Record<string, Answer | ((init: RequestInit | undefined, url: URL) => Answer | Promise<Answer>)>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
    const answer = await (typeof route === 'function' ? route(init, url) : (route ?? { status: 404, body: { error: 'not_found', message: 'Not found' } }));
    const status = answer.status ?? 200;
    // jsdom has no Response; the API client only reads these four members.
    const text = JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function tourListItem(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: 't1',
    title: 'Capri Boat Tour',
    category: 'private-boat-tour',
    categoryName: 'Private Boat Tour',
    images: ['/img/capri.jpg'],
    rating: '4.8',
    reviewCount: 120,
    shortDescription: 'Around the island by boat.',
    location: 'Sorrento',
    duration: '8 hours',
    maxPassengers: 8,
    priceFrom: '650.00',
    currency: 'EUR',
    isPrivate: true,
    freeCancellation: true,
    nextAvailableDate: null,
    lang: 'en',
    languages: ['en'],
    categoryLang: 'en',
    photos: [],
    ...overrides,
  };
}
