/** @jest-environment node */
import { configure, renderPage } from '../../server/render-page';

/** The Italian tour page as the server renders it, for a reader without JavaScript. */
const SITE = 'http://costiera.test';
const WINDOW = { firstDate: '2026-11-27', lastDate: '2028-05-28', timeZone: 'Europe/Rome' };
const TOUR = {
  id: 't1',
  title: 'Capri Boat Tour',
  category: 'private-boat-tour',
  category_name: 'Private Boat Tour',
  rating: '4.8',
  review_count: 0,
  images: [],
  description: 'Around the island.',
  short_description: 'Around the island by boat.',
  included: ['Skipper'],
  not_included: [],
  additional_info: null,
  meeting_point: 'Marina Piccola',
  location: 'Sorrento',
  duration: '8 hours',
  is_private: true,
  free_cancellation: true,
  provider_name: 'Blue Boats',
  provider_rating: '4.9',
  price_from: '1250.50',
  currency: 'EUR',
  max_passengers: 6,
  lang: 'en',
  languages: ['en'],
  category_lang: 'en',
};
const open = (date: string) => ({ date, state: 'available', seatsLeft: null, pastCutoff: false, requestable: true, departures: [] });
const AVAILABILITY = {
  tourId: 't1',
  timeZone: 'Europe/Rome',
  capacity: null,
  maxPassengers: 6,
  departures: ['09:30'],
  nextRequestableDate: '2026-11-27',
  days: [open('2026-11-27'), open('2026-11-28'), { ...open('2026-11-29'), state: 'closed', requestable: false }, open('2026-11-30')],
};
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  configure(async (route, input) => {
    calls.push(`${route.path} ${JSON.stringify(input.query ?? {})}`);
    if (route.path === '/api/booking-window') return { status: 200, text: JSON.stringify(WINDOW) };
    if (route.path === '/api/tours/:id') return { status: 200, text: JSON.stringify(TOUR) };
    if (route.path === '/api/tours/:id/reviews') return { status: 200, text: '[]' };
    if (route.path === '/api/tours/:id/availability') return { status: 200, text: JSON.stringify(AVAILABILITY) };
    return { status: 404, text: JSON.stringify({ error: 'not_found', message: 'Not found' }) };
  });
});

describe('the tour page rendered on the server in Italian', () => {
  it('reads the tour in Italian and writes the page in Italian, the untranslated text marked English, the forms under /it/', async () => {
    const page = await renderPage({ url: '/it/tours/t1?request=1', siteUrl: SITE, languages: ['en', 'it'] });
    expect(page.status).toBe(200);
    expect(calls).toContain('/api/tours/:id {"lang":"it"}');
    expect(page.body).toContain('<h1 class="tour-detail__title" lang="en">Capri Boat Tour</h1><p class="tour-detail__untranslated">Questo tour non è ancora tradotto in italiano: lo mostriamo in inglese.</p>');
    expect(page.body).toContain('Prime date disponibili: <strong>ven 27 nov, sab 28 nov, lun 30 nov</strong>');
    expect(page.body).toContain('<strong>€ 1.250,50</strong>');
    expect(page.body).toContain('Partenza alle 09:30 (ora di Roma)');
    expect(page.body).toContain('<form action="/it/tours/t1" method="get">');
    expect(page.body).toContain('action="/it/tours/t1/booking-request"');
    expect(page.body).toContain('<input type="hidden" name="language" value="it"/>');
    expect(page.body).not.toMatch(/Send Request|Guest Reviews|Next available/);
  });
});
