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
  photos: [],
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

describe('the tour page of uploaded photos, as the server writes its head', () => {
  const id = (c: string) => c.repeat(64);
  const first = { url: `/media/photos/${id('c')}`, alt: 'I Faraglioni a mezzogiorno', width: 2400, height: 1600, variants: { recipe: 3, widths: [320, 640, 960, 1280, 1920] } };
  const second = { url: `/media/photos/${id('d')}`, alt: 'La Grotta Azzurra', width: 1024, height: 768, variants: null };
  const withPhotos = { ...TOUR, images: [first.url, second.url, 'https://photos.example.com/pasted.jpg'], photos: [first, second] };

  beforeEach(() => {
    configure(async (route) => {
      if (route.path === '/api/booking-window') return { status: 200, text: JSON.stringify(WINDOW) };
      if (route.path === '/api/tours/:id') return { status: 200, text: JSON.stringify(withPhotos) };
      if (route.path === '/api/tours/:id/reviews') return { status: 200, text: '[]' };
      if (route.path === '/api/tours/:id/availability') return { status: 200, text: JSON.stringify(AVAILABILITY) };
      return { status: 404, text: JSON.stringify({ error: 'not_found', message: 'Not found' }) };
    });
  });

  it('preloads the first photo once, as AVIF at the gallery\'s sizes, and the <img> asks for it at high priority', async () => {
    const page = await renderPage({ url: '/it/tours/t1', siteUrl: SITE, languages: ['en', 'it'] });
    const preloads = page.head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    // First in the head: the browser asks for it before the stylesheets and scripts the shell's template names after.
    expect(page.head.startsWith(preloads[0]!)).toBe(true);
    const avif = [320, 640, 960, 1280, 1920].map((w) => `${first.url}/v3-${w}.avif ${w}w`).join(', ');
    expect(preloads[0]).toBe(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${avif}" imageSizes="(min-width: 1240px) 800px, (min-width: 900px) 66vw, calc(100vw - 32px)"/>`,
    );
    const main = /<a class="gallery__main"[^]*?<\/a>/.exec(page.body)![0];
    expect(main).toContain(`<source type="image/avif" srcSet="${avif}" sizes="(min-width: 1240px) 800px, (min-width: 900px) 66vw, calc(100vw - 32px)"/>`);
    expect(main).toMatch(/<img [^>]*width="2400" height="1600" alt="I Faraglioni a mezzogiorno" decoding="async" loading="eager" fetchPriority="high"/);
  });

  it('shows its preview as the 1200-wide JPEG, with its size, in Open Graph and in JSON-LD', async () => {
    const page = await renderPage({ url: '/tours/t1', siteUrl: SITE, languages: ['en', 'it'] });
    const share = `${SITE}${first.url}/v3-1200.jpg`;
    expect(page.head).toContain(`<meta property="og:image" content="${share}"/>`);
    expect(page.head).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="800"/>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)![1]!) as { '@graph': Array<{ '@type': string; image?: string[] }> };
    // A photo not rendered yet and a pasted URL are named as they are.
    expect(jsonLd['@graph'].find((n) => n['@type'] === 'Product')!.image).toEqual([share, `${SITE}${second.url}`, 'https://photos.example.com/pasted.jpg']);
  });

  it('preloads a pasted first image as it is (React does for an eager <img>), and names it as it is', async () => {
    withPhotos.images = ['https://photos.example.com/pasted.jpg', first.url];
    try {
      const page = await renderPage({ url: '/tours/t1', siteUrl: SITE, languages: ['en', 'it'] });
      expect(page.head.match(/<link rel="preload"[^>]*>/g)).toEqual(['<link rel="preload" as="image" href="https://photos.example.com/pasted.jpg" fetchPriority="high"/>']);
      expect(page.head).toContain('<meta property="og:image" content="https://photos.example.com/pasted.jpg"/>');
      expect(page.head).not.toContain('og:image:width');
    } finally {
      withPhotos.images = [first.url, second.url, 'https://photos.example.com/pasted.jpg'];
    }
  });
});
