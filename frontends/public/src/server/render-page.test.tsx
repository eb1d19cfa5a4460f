/** @jest-environment node */
import { configure, firstQueries, renderPage } from './render-page';
import type { ServerState } from '@costiera/kit';
import { tourListItem } from '../testing/render-page';

/**
 * The server entry's data path: the home page and the tour list are made in one pass, from
 * the queries fetched before it (firstQueries), which must be exactly the ones the page reads.
 */
const SITE = 'http://costiera.test';
const WINDOW = { firstDate: '2026-11-27', lastDate: '2028-05-28', timeZone: 'Europe/Rome' };
const TOUR = {
  id: 't1', title: 'Capri Boat Tour', category: 'private-boat-tour', category_name: 'Private Boat Tour', rating: '4.8', review_count: 0, images: [], description: 'Around the island.',
  short_description: 'Around the island by boat.', included: [], not_included: [], additional_info: null, meeting_point: 'Marina Piccola', location: 'Sorrento', duration: '8 hours',
  is_private: true, free_cancellation: true, provider_name: 'Blue Boats', provider_rating: '4.9', price_from: '650.00', currency: 'EUR', max_passengers: 6,
  lang: 'en', languages: ['en'], category_lang: 'en', photos: [],
};
const open = (date: string) => ({ date, state: 'available', seatsLeft: null, pastCutoff: false, requestable: true, departures: [] });
const AVAILABILITY = {
  tourId: 't1', timeZone: 'Europe/Rome', capacity: null, maxPassengers: 6, departures: ['09:30', '14:30'], nextRequestableDate: '2026-11-27',
  days: [open('2026-11-27'), open('2026-11-28'), { ...open('2026-11-29'), state: 'closed', requestable: false }, open('2026-11-30'), open('2026-12-01')],
};
let calls: string[] = [];
let listStatus = 200;

beforeEach(() => {
  calls = [];
  listStatus = 200;
  configure(async (route, input) => {
    calls.push(`${route.path} ${JSON.stringify(input.query ?? {})}`);
    if (route.path === '/api/booking-window') return { status: 200, text: JSON.stringify(WINDOW) };
    if (route.path === '/api/tours/:id') return { status: 200, text: JSON.stringify(TOUR) };
    if (route.path === '/api/tours/:id/reviews') return { status: 200, text: '[]' };
    if (route.path === '/api/tours/:id/availability') return { status: 200, text: JSON.stringify(AVAILABILITY) };
    if (route.path !== '/api/tours') return { status: 404, text: JSON.stringify({ error: 'not_found', message: 'Not found' }) };
    return listStatus === 200 ? { status: 200, text: JSON.stringify([tourListItem()]) } : { status: listStatus, text: JSON.stringify({ error: 'internal', message: 'Down' }) };
  });
});

const queryKeysOf = (state: string) => (JSON.parse(state) as ServerState).queries.map((q) => JSON.stringify(q.key)).sort();

describe('rendering a page on the server', () => {
  it.each(['/', '/tours', '/tours?search=capri&category=boat-tours&destination=capri&sort=price-low'])(
    '%s reads exactly the queries fetched before its first pass, so one pass makes it',
    async (url) => {
      const [pathname, search = ''] = url.split('?');
      const expected = firstQueries(pathname!, new URLSearchParams(search)).map((q) => JSON.stringify(q.queryKey)).sort();
      const page = await renderPage({ url, siteUrl: SITE });
      expect(page.status).toBe(200);
      expect(page.body).toContain('Capri Boat Tour');
      expect(expected.length).toBeGreaterThan(0);
      expect(queryKeysOf(page.state)).toEqual(expected);
      expect(calls).toHaveLength(expected.length);
    },
  );

  it('offers only the booking window in the hero search date, from the server (no browser clock)', async () => {
    const page = await renderPage({ url: '/', siteUrl: SITE });
    expect(page.body).toContain('<input type="date" min="2026-11-27" max="2028-05-28" name="date"');
  });

  it('passes the list filters of the URL to the query fetched first', async () => {
    await renderPage({ url: '/tours?search=capri&category=boat-tours&destination=capri&sort=price-low', siteUrl: SITE });
    expect(calls).toEqual(['/api/tours {"search":"capri","category":"boat-tours","location":"capri"}', '/api/booking-window {}']);
  });

  it("passes the hero search's date and people to the list query", async () => {
    await renderPage({ url: '/tours?date=2027-06-12&people=3&category=boat-tours', siteUrl: SITE });
    expect(calls).toEqual(['/api/tours {"category":"boat-tours","date":"2027-06-12","people":"3"}', '/api/booking-window {}']);
  });

  it('renders the failed state of a query fetched first that failed, without asking again', async () => {
    listStatus = 503;
    const page = await renderPage({ url: '/tours', siteUrl: SITE });
    expect(page.status).toBe(200);
    expect(calls).toEqual(['/api/tours {}', '/api/booking-window {}']);
    const query = (JSON.parse(page.state) as ServerState).queries.find((q) => q.key[0] === 'tours');
    expect(query).toEqual({ key: ['tours', 'list', {}], status: 'error', error: { status: 503, message: 'Down', body: { error: 'internal', message: 'Down' } } });
  });

  it("renders a tour page with its next available days and the start time choice, for a reader without JavaScript", async () => {
    const page = await renderPage({ url: '/tours/t1', siteUrl: SITE });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Next available: <strong>Fri 27 Nov, Sat 28 Nov, Mon 30 Nov</strong>');
    expect(page.body).toContain('<select name="time">');
    expect(calls.filter((c) => c.startsWith('/api/tours/:id/availability'))).toEqual(['/api/tours/:id/availability {}']);
  });
});
