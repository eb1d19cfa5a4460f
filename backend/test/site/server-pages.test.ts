import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCategory, createTour, resetBookingThrottle } from '../catalog/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { buildPublicServer } from '../support/public-server-build';
import { TestClock } from '../bookings/booking-links';
import { PAGE_EVENTS } from '../../src/site/public-pages';

/**
 * The public pages rendered by the backend from the public remote's server build (docs/adr/0008):
 * statuses, head tags, the dehydrated query cache, the page cache and the events that drop
 * it, the versioned remote entry, and the booking form sent without JavaScript.
 *
 * The server entry is built here from the source (webpack, the remote's own 'server' config)
 * into a temporary frontends folder (under var/test) beside the shell's index.html template, with an ssr.json
 * the test writes: `make test` runs this before the production build.
 */
jest.setTimeout(120_000);

const SITE = 'http://costiera.test';
let dir: string;
let app: TestApp;
let cookie: string;
let tourId: string;
let categoryId: string;

let builds = 0;
/** The server entry the build wrote (its name carries its content hash). */
let serverEntry = '';
/** An ssr.json naming `version`, with a modification time of its own (the server watches it). */
function writeManifest(version: string): void {
  const file = path.join(dir, 'public/dist/ssr.json');
  writeFileSync(
    file,
    JSON.stringify({
      version,
      remoteEntry: `remoteEntry.${version}.js`,
      server: serverEntry,
      styles: ['609.abcdef1234.css'],
      scripts: ['903.abcdef1234.js'],
      pages: { 'page-destinations': { styles: ['page-destinations.abcdef1234.css'], scripts: ['page-destinations.abcdef1234.js'] } },
    }),
  );
  const time = new Date(Date.UTC(2030, 0, 1, 0, 0, ++builds));
  utimesSync(file, time, time);
}

beforeAll(async () => {
  ({ dir, serverEntry } = buildPublicServer('ssr', { manifest: false }));
  writeManifest('v1');
  app = await startTestApp({ FRONTENDS_DIR: dir, BOOKING_REQUESTS_PER_MINUTE: '3' });
  cookie = await app.signInAsAdmin();
  categoryId = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, categoryId, { images: ['/images/tours/capri-1.jpg', '/images/tours/capri-2.jpg'], max_passengers: 8 });
  const pageCategory = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
  const articleCategory = await createCategory(app, cookie, { name: 'Stories', slug: 'stories', type: 'article' });
  for (const [slug, title] of [['travel-info', 'Travel Information'], ['getting-here', 'Getting Here']]) {
    const res = await app.request('POST', '/api/admin/pages', { cookie, body: { title, slug, content: `# ${title}\n\nTrains, buses and ferries.`, categoryId: pageCategory, metaDescription: `${title} for the Sorrento coast`, published: true } });
    expect(res.status).toBe(201);
  }
  const article = await app.request('POST', '/api/admin/articles', {
    cookie,
    body: { title: 'Capri in One Day', slug: 'capri-in-one-day', content: 'Start early at Marina Grande.', excerpt: 'How to see the best of the island in a day.', categoryId: articleCategory, featuredImage: 'https://images.example/capri.jpg', published: true },
  });
  expect(article.status).toBe(201);
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(head(html))?.[1];
const metaOf = (html: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head(html))?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(head(html))?.[1];
const stateOf = (html: string) =>
  JSON.parse(/<script id="costiera-state" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as {
    siteUrl: string;
    queries: Array<{ key: unknown[]; status: string }>;
  };

describe('public pages rendered on the server', () => {
  it.each([
    ['/', 'Tours on the Sorrento Coast, Capri and Amalfi | Costiera', '/', 'Discover the Sorrento Coast'],
    ['/tours', 'All Tours and Experiences | Costiera', '/tours', 'Capri Private Boat Tour'],
    ['/tours?category=boat-tours&search=capri&sort=price-low', 'All Tours and Experiences | Costiera', '/tours', 'Capri Private Boat Tour'],
    ['/experiences', 'Experiences | Costiera', '/experiences', 'Capri Private Boat Tour'],
    ['/destinations', 'Destinations | Costiera', '/destinations', 'Seven places'],
    ['/destinations/capri', 'Capri: tours and experiences | Costiera', '/destinations/capri', 'Capri'],
    ['/info', 'Travel Information | Costiera', '/info', 'Trains, buses and ferries.'],
    ['/guides/getting-here', 'Getting Here | Costiera', '/guides/getting-here', 'Trains, buses and ferries.'],
    ['/articles/capri-in-one-day', 'Capri in One Day | Costiera', '/articles/capri-in-one-day', 'Start early at Marina Grande.'],
  ])('%s answers 200 with its content, title, description, canonical and Open Graph tags', async (url, title, canonical, text) => {
    const res = await app.request('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe(title.replace(/&/g, '&amp;'));
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(res.text, 'name', 'description')?.length).toBeGreaterThan(10);
    expect(canonicalOf(res.text)).toBe(SITE + canonical);
    expect(metaOf(res.text, 'property', 'og:url')).toBe(SITE + canonical);
    expect(metaOf(res.text, 'property', 'og:title')).toBe(titleOf(res.text));
    expect(metaOf(res.text, 'name', 'twitter:card')).toMatch(/^summary/);
    // The markup is in the page itself, not drawn later by JavaScript.
    const rootMarkup = res.text.slice(res.text.indexOf('<div id="root">'));
    expect(rootMarkup).toContain(text);
  });

  it("a tour page carries the tour's title, description and first photo as the preview image, and the data its hydration needs", async () => {
    const res = await app.request('GET', `/tours/${tourId}?date=2031-07-14&people=3`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Capri Private Boat Tour | Costiera');
    expect(metaOf(res.text, 'name', 'description')).toBe('Around Capri on your own boat');
    expect(canonicalOf(res.text)).toBe(`${SITE}/tours/${tourId}`);
    expect(metaOf(res.text, 'property', 'og:image')).toBe(`${SITE}/images/tours/capri-1.jpg`);
    expect(metaOf(res.text, 'name', 'twitter:card')).toBe('summary_large_image');
    const state = stateOf(res.text);
    expect(state.siteUrl).toBe(SITE);
    const keys = state.queries.map((q) => [JSON.stringify(q.key), q.status]);
    expect(keys).toEqual(expect.arrayContaining([[JSON.stringify(['tours', 'detail', tourId]), 'success'], [JSON.stringify(['tours', 'reviews', tourId]), 'success']]));
  });

  it.each([
    ['/', ['Organization', 'WebSite']],
    [`/tours/{tour}`, ['Product', 'TouristTrip', 'BreadcrumbList']],
    ['/articles/capri-in-one-day', ['Article']],
    ['/destinations/capri', ['BreadcrumbList']],
  ])('%s carries its JSON-LD in the served HTML (%j)', async (url, types) => {
    const res = await app.request('GET', url.replace('{tour}', tourId));
    const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const nodes = blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Array<Record<string, unknown>>) : [b]));
    expect(nodes.map((n) => n['@type'])).toEqual(expect.arrayContaining(types));
    for (const n of nodes) expect(JSON.stringify(n)).not.toMatch(/"(url|item|@id)":"\//); // absolute URLs on PUBLIC_BASE_URL
    if (url.startsWith('/tours/')) {
      const product = nodes.find((n) => n['@type'] === 'Product')!;
      expect(product).toMatchObject({ name: 'Capri Private Boat Tour', offers: { '@type': 'Offer', priceCurrency: 'EUR' } });
      expect(JSON.stringify(product)).toContain(SITE);
    }
  });

  it.each(['/no/such/page', '/pages/no-such-page', '/articles/no-such-article', '/destinations/atlantis'])("%s answers 404 with the rendered 'Page Not Found'", async (url) => {
    const res = await app.request('GET', url);
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toBe('Page Not Found | Costiera');
    expect(res.text).toContain('<h1 style="font-size:28px;margin:8px 0">Page Not Found</h1>');
    expect(metaOf(res.text, 'name', 'robots')).toBe('noindex');
    expect(canonicalOf(res.text)).toBeUndefined();
  });

  it('answers HEAD with the status and headers of GET, without a body (link checkers, uptime probes)', async () => {
    for (const url of ['/', `/tours/${tourId}`, '/no/such/page']) {
      const [get, head] = [await app.request('GET', url), await app.request('HEAD', url)];
      expect({ url, status: head.status, type: head.headers.get('content-type'), body: head.text }).toEqual({ url, status: get.status, type: get.headers.get('content-type'), body: '' });
    }
  });

  it("an unknown tour answers 404 with 'Tour not found'; a deleted one answers 410", async () => {
    const unknown = await app.request('GET', '/tours/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Tour not found');
    const doomed = await createTour(app, cookie, categoryId, { title: 'Positano by Night' });
    expect((await app.request('GET', `/tours/${doomed}`)).status).toBe(200);
    expect((await app.request('DELETE', `/api/admin/tours/${doomed}`, { cookie })).status).toBe(204);
    const gone = await app.request('GET', `/tours/${doomed}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Tour not found');
  });

  it("keeps a rendered page until an admin's change, then shows the change on the next request", async () => {
    const pages = app.runtime.cache.region('pages.public', PAGE_EVENTS);
    pages.clear();
    expect(titleOf((await app.request('GET', `/tours/${tourId}`)).text)).toBe('Capri Private Boat Tour | Costiera');
    expect(pages.size).toBe(1);
    await app.request('GET', `/tours/${tourId}`);
    expect(pages.size).toBe(1);
    const edit = await app.request<Record<string, unknown>>('GET', `/api/admin/tours/${tourId}`, { cookie });
    const { title: _title, id: _id, category: _c, category_name: _cn, created_at: _ca, updated_at: _ua, provider_contact: _pc, rating: _r, review_count: _rc, translations: _tr, ...rest } = edit.body;
    const put = await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: { ...rest, title: 'Capri Boat Day' } });
    expect(put.status).toBe(200);
    expect(pages.size).toBe(0);
    expect(titleOf((await app.request('GET', `/tours/${tourId}`)).text)).toBe('Capri Boat Day | Costiera');
  });

  it('names the versioned remote entry of the build it rendered with, and picks up a new build within a second', async () => {
    const entryOf = async () => /"public_app":"([^"]*)"/.exec((await app.request('GET', '/destinations')).text)?.[1];
    const before = await app.request('GET', '/destinations');
    expect(before.text).toContain('"public_app":"/remotes/public/remoteEntry.v1.js"');
    expect(before.text).toContain('<link rel="stylesheet" href="/remotes/public/609.abcdef1234.css">');
    for (const version of ['v2', 'v1']) {
      writeManifest(version);
      const deployed = Date.now();
      while ((await entryOf()) !== `/remotes/public/remoteEntry.${version}.js` && Date.now() - deployed < 3000) await new Promise((resolve) => setTimeout(resolve, 50));
      expect({ entry: await entryOf(), withinASecond: Date.now() - deployed <= 1500 }).toEqual({ entry: `/remotes/public/remoteEntry.${version}.js`, withinASecond: true });
    }
  });

  it("links the CSS and lists for boot.js the scripts of the lazily loaded page it rendered, and of no other page", async () => {
    const scriptsOf = (html: string) => JSON.parse(/<script id="costiera-preload" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as string[];
    const page = head((await app.request('GET', '/destinations')).text);
    expect(page).toContain('<link rel="stylesheet" href="/remotes/public/page-destinations.abcdef1234.css">');
    expect(scriptsOf(page)).toContain('/remotes/public/page-destinations.abcdef1234.js');
    const home = head((await app.request('GET', '/')).text);
    expect(scriptsOf(home)).toEqual(expect.arrayContaining(['/remotes/public/remoteEntry.v1.js', '/remotes/public/903.abcdef1234.js']));
    expect(home).not.toContain('page-destinations');
  });

  it('carries no inline script on any page (the CSP refuses them: a boundary revealed by script would be rendered again in the browser)', async () => {
    for (const url of ['/', '/tours', `/tours/${tourId}`, '/articles/capri-in-one-day', '/destinations', '/no-such-page']) {
      const scripts = (await app.request('GET', url)).text.match(/<script\b[^>]*>/g) ?? [];
      expect([url, scripts.filter((tag) => !/\bsrc=|type="application\/(ld\+)?json"/.test(tag))]).toEqual([url, []]);
    }
  });

  it('never serves the server entry or its manifest to browsers', async () => {
    expect((await app.request('GET', `/remotes/public/${serverEntry}`)).status).toBe(404);
    expect((await app.request('GET', '/remotes/public/ssr.json')).status).toBe(404);
  });

  it('serves the shell page as before when COSTIERA_REMOTES points the public remote at another deployment', async () => {
    const manifest = '{"public_app":"https://cdn.example/public/remoteEntry.js","admin_app":"/remotes/admin/remoteEntry.js"}';
    const elsewhere = await startTestApp({ FRONTENDS_DIR: dir, COSTIERA_REMOTES: manifest });
    try {
      const page = await elsewhere.request('GET', '/tours');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).toContain(manifest);
      expect(page.text).not.toContain('costiera-state');
      expect((await elsewhere.request('GET', '/no/such/page')).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });

  it('leaves the admin area to the browser (the shell page, no server rendering)', async () => {
    const res = await app.request('GET', '/admin/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('costiera-state');
  });
});

describe('the booking request sent as a plain form (no JavaScript)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (fields: Record<string, string>, origin = SITE) =>
    app.request('POST', `/tours/${tourId}/booking-request`, { raw: form(fields), contentType: 'application/x-www-form-urlencoded', headers: { origin } });
  const valid = { customerName: 'Ann Lee', customerEmail: 'ann@example.com', customerPhone: '', date: '2026-07-14', people: '3', message: 'A late start, please' };
  const stored = async () => Number((await app.runtime.orm.em.getConnection().execute<Array<{ n: string }>>('select count(*) as n from bookings.booking_requests where tour_id = ?', [tourId]))[0]!.n);

  it('answers the form again with each error beside its field and the input kept, storing nothing', async () => {
    const before = await stored();
    const res = await post({ ...valid, customerName: ' ', customerEmail: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/<span class="field__error" id="customerName-error">[^<]+<\/span>/);
    expect(res.text).toMatch(/<span class="field__error" id="customerEmail-error">[^<]+<\/span>/);
    expect(res.text).not.toContain('id="date-error"');
    expect(res.text).toContain('value="not-an-email"');
    expect(res.text).toContain('A late start, please</textarea>');
    expect(res.text).toContain('role="dialog"');
    expect(await stored()).toBe(before);
  });

  it('offers only the booking window in the date fields, from the server clock (CLOCK_START: 1 May 2026, 10:00 Rome time)', async () => {
    const page = await app.request<string>('GET', `/tours/${tourId}?request=1`);
    const dateInputs = page.text.match(/<input[^>]*type="date"[^>]*>/g) ?? [];
    expect(dateInputs).toHaveLength(2);
    for (const input of dateInputs) expect(input).toMatch(/min="2026-05-02" max="2027-11-02"/);
  });

  it('refuses a date no provider can answer in time (422), names the nearest dates that can be requested, and stores nothing', async () => {
    const before = await stored();
    const res = await post({ ...valid, date: '2026-05-01' });
    expect(res.status).toBe(422);
    expect(res.text).toContain(
      '<span class="field__error" id="date-error">Requests for Fri 1 May closed on Thu 30 Apr at 16:00 Rome time; the nearest dates you can request for 3 people are Sat 2 May, Sun 3 May and Mon 4 May</span>',
    );
    expect(res.text).toContain('value="2026-05-01"');
    expect(await stored()).toBe(before);
    // The throttle test below counts from here.
    await resetBookingThrottle(app);
  });

  it('stores a valid request through the bookings command and redirects (303) to its status page', async () => {
    const before = await stored();
    const res = await post(valid);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/booking\/traveller\/[A-Za-z0-9_-]{43}\?sent=1$/);
    expect(await stored()).toBe(before + 1);
  });

  it('gives the form a fresh idempotency key in every page that shows it, and keeps a refused post\'s key', async () => {
    const keyIn = (html: string) => /<input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
    const [first, second] = [await app.request<string>('GET', `/tours/${tourId}?request=1`), await app.request<string>('GET', `/tours/${tourId}?request=1`)];
    expect(keyIn(first.text)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyIn(second.text)).not.toBe(keyIn(first.text));
    expect(keyIn((await app.request<string>('GET', `/tours/${tourId}`)).text)).toBeUndefined();
    const refused = await post({ ...valid, customerName: ' ', idempotencyKey: 'posted-key' });
    expect(keyIn(refused.text)).toBe('posted-key');
  });

  it('refuses a form from another site and throttles like the API', async () => {
    expect((await post(valid, 'https://evil.example')).status).toBe(403);
    // BOOKING_REQUESTS_PER_MINUTE is 3 here; the tests above used one.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(valid)).status);
    expect(statuses).toEqual([303, 303, 429]);
  });
});

describe('availability in rendered pages', () => {
  // CLOCK_START is 1 May 2026, 10:00 Rome time: the first day requests are taken for is Saturday 2 May.
  let calendarTour: string;
  const calendar = (body: Record<string, unknown>) => app.request('PUT', `/api/admin/tours/${calendarTour}/calendar`, { cookie, body });
  const post = (fields: Record<string, string>) =>
    app.request('POST', `/tours/${calendarTour}/booking-request`, { raw: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded', headers: { origin: SITE } });
  const valid = { customerName: 'Ann Lee', customerEmail: 'ann.calendar@example.com', customerPhone: '', date: '2026-05-04', time: '14:30', people: '2', message: '' };
  beforeAll(async () => {
    await resetBookingThrottle(app);
    calendarTour = await createTour(app, cookie, categoryId, { title: 'Calendar Cove Cruise', max_passengers: 6 });
    expect((await calendar({ seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 4, departures: ['09:30', '14:30'] })).status).toBe(200);
  });

  it('names the next days a tour can be asked for, and names them again once staff close one', async () => {
    const next = async () => /<p class="next-available">Next available: <strong>([^<]*)<\/strong><\/p>/.exec((await app.request<string>('GET', `/tours/${calendarTour}`)).text)?.[1];
    expect(await next()).toBe('Sat 2 May, Sun 3 May, Mon 4 May');
    expect((await app.request('PUT', `/api/admin/tours/${calendarTour}/closed-dates/2026-05-03`, { cookie, body: { reason: 'Regatta' } })).status).toBe(200);
    expect(await next()).toBe('Sat 2 May, Mon 4 May, Tue 5 May');
  });

  it('names the first day of a season that starts beyond the six weeks the page shows', async () => {
    const summer = await createTour(app, cookie, categoryId, { title: 'Summer Only Swim' });
    expect((await app.request('PUT', `/api/admin/tours/${summer}/calendar`, { cookie, body: { seasons: [{ from: '07-01', to: '08-31' }], weekdays: [1, 2, 3, 4, 5, 6, 7] } })).status).toBe(200);
    const api = await app.request<{ nextRequestableDate: string | null; days: Array<{ requestable: boolean }> }>('GET', `/api/tours/${summer}/availability`);
    expect(api.body.days.some((d) => d.requestable)).toBe(false);
    expect(api.body.nextRequestableDate).toBe('2026-07-01');
    expect((await app.request<string>('GET', `/tours/${summer}`)).text).toContain('<p class="next-available">Next available: <strong>Wed 1 Jul</strong></p>');
  });

  it('offers the start times in the form without JavaScript and stores the one chosen', async () => {
    const page = await app.request<string>('GET', `/tours/${calendarTour}?request=1&date=2026-05-04`);
    expect(page.text).toContain('<select name="time">');
    expect(page.text).toContain('<option value="14:30">14:30</option>');
    const res = await post(valid);
    expect(res.status).toBe(303);
    const rows = await app.runtime.orm.em.getConnection().execute<Array<{ departure: string }>>('select departure from bookings.booking_requests where customer_email = ?', [valid.customerEmail]);
    expect(rows).toEqual([{ departure: '14:30' }]);
  });

  it('refuses a closed day with the API\'s message on the date field, keeping what was typed and chosen', async () => {
    const api = await app.request<{ message: string }>('POST', '/api/booking-requests', { body: { ...valid, date: '2026-05-03', people: 2, tourId: calendarTour, customerEmail: 'api.closed@example.com' } });
    expect(api.status).toBe(422);
    const res = await post({ ...valid, date: '2026-05-03', message: 'Window seats please' });
    expect(res.status).toBe(422);
    const escaped = api.body.message.replace(/'/g, '&#x27;');
    expect(res.text).toContain(`<span class="field__error" id="date-error">${escaped}</span>`);
    expect(api.body.message).toMatch(/^Sun 3 May is closed for this tour/);
    expect(res.text).toContain('value="2026-05-03"');
    expect(res.text).toContain('<option value="14:30" selected="">14:30</option>');
    expect(res.text).toContain('Window seats please</textarea>');
  });

  it('lists on /tours, given a date and people, only the tours that take them that day, each saying so', async () => {
    const names = (html: string) => [...html.matchAll(/<h3 class="tour-card__title">([^<]*)<\/h3>/g)].map((m) => m[1]);
    const open = await app.request<string>('GET', '/tours?date=2026-05-04&people=4');
    expect(names(open.text)).toContain('Calendar Cove Cruise');
    expect(open.text).toContain('<p class="tour-card__dates">Available on Mon 4 May</p>');
    expect(open.text).toContain('<input type="date" aria-label="Date" min="2026-05-02" max="2027-11-02" name="date" value="2026-05-04"/>');
    expect(names((await app.request<string>('GET', '/tours?date=2026-05-03')).text)).not.toContain('Calendar Cove Cruise');
    // Two of four seats at 14:30 on 4 May are held by the request above; 09:30 still has four.
    expect(names((await app.request<string>('GET', '/tours?date=2026-05-04&people=5')).text)).not.toContain('Calendar Cove Cruise');
    const plain = await app.request<string>('GET', '/tours');
    expect(plain.text).toContain('<p class="tour-card__dates">Next available: Sat 2 May</p>');
  });
});

describe('the booking window in rendered pages', () => {
  it('renders the date range again once the clock passes a closing time (a page is kept per booking window)', async () => {
    // 15:59 Rome time on Friday 1 May 2026: requests for Saturday close at 16:00.
    const clock = new TestClock('2026-05-01T13:59:00Z');
    const late = await startTestApp({ FRONTENDS_DIR: dir }, { clock });
    try {
      const admin = await late.signInAsAdmin();
      const tour = await createTour(late, admin, await createCategory(late, admin, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' }));
      const minOf = async () => /<input type="date" min="([\d-]+)"/.exec((await late.request<string>('GET', `/tours/${tour}`)).text)?.[1];
      expect(await minOf()).toBe('2026-05-02');
      clock.advance(2 * 60_000);
      expect(await minOf()).toBe('2026-05-03');
    } finally {
      await late.close();
    }
  });

  it('renders a page again each hour (requests close and held seats free up on the hour), within the same booking window', async () => {
    const clock = new TestClock('2026-05-01T08:10:00Z');
    const hourly = await startTestApp({ FRONTENDS_DIR: dir }, { clock });
    try {
      const admin = await hourly.signInAsAdmin();
      const tour = await createTour(hourly, admin, await createCategory(hourly, admin, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' }));
      const pages = hourly.runtime.cache.region('pages.public', PAGE_EVENTS);
      pages.clear();
      await hourly.request('GET', `/tours/${tour}`);
      await hourly.request('GET', `/tours/${tour}`);
      expect(pages.size).toBe(1);
      clock.advance(60 * 60_000);
      await hourly.request('GET', `/tours/${tour}`);
      expect(pages.size).toBe(2);
    } finally {
      await hourly.close();
    }
  });
});
