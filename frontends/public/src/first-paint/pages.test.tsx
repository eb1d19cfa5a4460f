import { waitFor } from '@testing-library/react';
import { PUBLIC_APP_PATHS } from '@costiera/contracts';
import App from '../App';
import { mockApi, renderPage, tourListItem } from '../testing/render-page';
import { FIRST_PAINT_PAGES } from './pages';

const tour = {
  id: 't1',
  title: 'Capri Boat Tour',
  category: 'private-boat-tour',
  category_name: 'Private Boat Tour',
  rating: '4.8',
  review_count: 120,
  images: ['/a.jpg'],
  description: 'Around the island.',
  short_description: 'Around the island by boat.',
  included: [],
  not_included: [],
  additional_info: null,
  meeting_point: 'Marina Piccola',
  location: 'Sorrento',
  duration: '8 hours',
  is_private: true,
  free_cancellation: true,
  provider_name: 'Blue Boats',
  provider_rating: '4.9',
  price_from: '650.00',
  currency: 'EUR',
  max_passengers: 6,
};

describe('the pages with a static first paint', () => {
  it('are public app paths, each listed once', () => {
    const paths = FIRST_PAINT_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(PUBLIC_APP_PATHS).toContain(p);
  });

  // The backend preloads these URLs; the page must request exactly them, with no headers of
  // its own, or the browser fetches them a second time.
  it.each(FIRST_PAINT_PAGES.filter((p) => p.data?.length).map((p) => [p.path, p.data!] as const))('%s requests the data it announces', async (path, data) => {
    const fetch = mockApi({
      '/api/tours': { body: [tourListItem()] },
      '/api/tours/t1': { body: tour },
      '/api/tours/t1/reviews': { body: [] },
    });
    renderPage(<App />, { url: path.replace(/:[^/]+/g, 't1') });
    const expected = data.map((u) => u.replace(/:[^/]+/g, 't1'));
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(expect.arrayContaining(expected)));
    for (const [url, init] of fetch.mock.calls) {
      if (expected.includes(String(url))) expect({ url, headers: init?.headers, credentials: init?.credentials }).toEqual({ url, headers: undefined, credentials: 'include' });
    }
  });
});
