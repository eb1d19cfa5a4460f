import type { Page, Response as PageResponse } from '@playwright/test';
import { PAGE_SLUG_FOR_PATH } from '@costiera/contracts';
import { DESKTOP, PHONE, baseUrl, expect, expectHydrated, expectNoConsoleProblems, reload, screenshot, seriousA11yViolations, test, visit } from './support/fixtures';
import { bookingWindow, requestableDate, type BookingWindow } from './support/booking-window';

/**
 * The traveller's site in Chromium against the real api and the seeded catalogue: the hero
 * search, filters and sort writing the URL, a booking request the api stores, the 404 page,
 * and the pages' titles, descriptions and accessibility. Screenshots at phone and desktop widths.
 */
const stamp = Date.now().toString(36);
/** The first date the app takes requests for (its clock starts at 23:30 Rome time: the day after tomorrow). */
let date: string;
let bookable: BookingWindow;

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.tour-card__price').allTextContents();
  return texts.map((t) => Number(/€([\d,.]+)/.exec(t)?.[1]?.replace(/,/g, '')));
}

/** The cards' prices come in the given order (the list re-renders after the URL changes). */
async function expectPriceOrder(page: Page, order: 'asc' | 'desc'): Promise<void> {
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || (order === 'asc' ? prices[i - 1]! <= p : prices[i - 1]! >= p));
    }, { message: `the cards' prices in ${order} order`, timeout: 5000 })
    .toBe(true);
}

async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => undefined);
}

test.describe('public site', () => {
  test.beforeAll(async () => {
    bookable = await bookingWindow(baseUrl());
    date = await requestableDate(baseUrl());
  });
  /** The `min` and `max` of a date input: the booking window, set by the server. */
  const rangeOf = (input: ReturnType<Page['locator']>) => input.evaluate((el: HTMLInputElement) => ({ min: el.min, max: el.max }));

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('searches from the home hero and lands on /tours with the right parameters and results', async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByRole('heading', { name: 'Discover the Sorrento Coast' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Top things to see and do' })).toBeVisible();
      await screenshot(page, 'public-home-phone');
      await page.getByLabel('Departure').selectOption('sorrento');
      await expect(rangeOf(page.getByLabel('Date'))).resolves.toEqual({ min: bookable.firstDate, max: bookable.lastDate });
      await page.getByLabel('Date').fill(date);
      await page.getByLabel('Guests').selectOption('3');
      await page.getByRole('button', { name: 'Search' }).click();

      await page.waitForURL('**/tours?**');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/tours');
      expect(Object.fromEntries(url.searchParams)).toEqual({ location: 'sorrento', date, people: '3', category: 'boat-tours' });
      await expect(page.getByText(/\d+ experiences? found/)).toBeVisible();
      await expect(page.locator('.tour-card').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByText('Filtered results')).toBeVisible();
      await screenshot(page, 'public-list-phone');
    });

    test('sends a booking request from a tour page, and the api stores it', async ({ page, context }) => {
      await visit(page, '/tours');
      const first = page.locator('.tour-card a').first();
      await expect(first).toBeVisible();
      await first.click();
      await page.waitForURL(/\/tours\/[^/?]+/);
      const tourId = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
      await screenshot(page, 'public-detail-phone');

      await expect(rangeOf(page.locator('.booking-card input[type="date"]'))).resolves.toEqual({ min: bookable.firstDate, max: bookable.lastDate });
      await page.getByRole('button', { name: 'Send Request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await expect(dialog).toBeVisible();
      await expect(rangeOf(dialog.getByLabel(/Preferred Date/))).resolves.toEqual({ min: bookable.firstDate, max: bookable.lastDate });
      // The native required check stops an empty form before anything is sent: every request to
      // the endpoint is recorded from here on, and in the end there must be exactly the one real POST.
      const bookingCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/booking-requests') bookingCalls.push(r.method());
      });
      await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
      await expect(dialog.getByLabel(/Full Name/).evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).resolves.toBe(true);
      await expect(dialog).toBeVisible();

      const email = `traveller-${stamp}@example.com`;
      await dialog.getByLabel(/Full Name/).fill(`E2E Traveller ${stamp}`);
      await dialog.getByLabel(/Email Address/).fill(email);
      await dialog.getByLabel(/Preferred Date/).fill(date);
      await dialog.getByLabel('Number of People').selectOption('2');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/booking-requests') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
      expect((await sent).status()).toBe(201);
      expect(bookingCalls).toEqual(['POST']);
      await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
      await expect(dialog).not.toBeAttached();
      await dismissToasts(page);

      // Read it back as staff: the request is stored with what the traveller typed.
      const api = context.request;
      const login = await api.post(`${baseUrl()}/api/admin/login`, {
        data: { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD },
        headers: { origin: baseUrl() },
      });
      expect(login.status()).toBe(200);
      const list = await api.get(`${baseUrl()}/api/admin/booking-requests?search=${encodeURIComponent(email)}&limit=10`);
      const body = (await list.json()) as { data: Array<{ customer_email: string; tour_id: string; people: number; date: string; status: string }> };
      expect(body.data).toEqual([expect.objectContaining({ customer_email: email, tour_id: tourId, people: 2, date, status: 'pending' })]);
      await api.post(`${baseUrl()}/api/admin/logout`, { headers: { origin: baseUrl() } });
    });

    test('opens the mobile menu and every home link leads to a real page', async ({ page, context }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Tours' })).toBeVisible();
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
      expect(hrefs.length).toBeGreaterThan(15);
      for (const href of hrefs) {
        const answer = await context.request.get(`${baseUrl()}${href}`);
        expect([href, answer.status()]).toEqual([href, 200]);
        // Guides, schedules and info are CMS pages: the page itself must exist, not only the route.
        const slug = PAGE_SLUG_FOR_PATH[href];
        if (slug) expect([slug, (await context.request.get(`${baseUrl()}/api/pages/${slug}`)).status()]).toEqual([slug, 200]);
      }
      for (const slug of [PAGE_SLUG_FOR_PATH['/contact']!]) expect((await context.request.get(`${baseUrl()}/api/pages/${slug}`)).status()).toBe(200);
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('changes the list and the URL with filters and sort, without history entries', async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByRole('heading', { name: 'Discover the Sorrento Coast' })).toBeVisible();
      await screenshot(page, 'public-home-desktop');
      await visit(page, '/tours');
      await expect(page.getByText(/\d+ experiences? found/)).toBeVisible();
      const all = await page.locator('.tour-card').count();
      await screenshot(page, 'public-list-desktop');

      await page.getByLabel('Category').selectOption('boat-tours');
      await page.waitForURL('**/tours?category=boat-tours');
      await expect(page.locator('.tour-card')).not.toHaveCount(all);
      const boats = await page.locator('.tour-card').count();
      expect(boats).toBeGreaterThan(0);
      expect(boats).toBeLessThan(all);
      // A private boat is hired whole; a seat on a shared boat is sold per person.
      for (const card of await page.locator('.tour-card').all()) {
        const isPrivate = (await card.locator('.badge--private').count()) > 0;
        expect(await card.locator('.tour-card__unit').textContent()).toBe(isPrivate ? '/ boat' : '/ person');
      }

      await page.getByLabel('Sort by').selectOption('price-low');
      await page.waitForURL('**/tours?category=boat-tours&sort=price-low');
      await expectPriceOrder(page, 'asc');
      const low = await cardPrices(page);
      expect(low).toEqual([...low].sort((a, b) => a - b));
      await page.getByLabel('Sort by').selectOption('price-high');
      await page.waitForURL('**/tours?category=boat-tours&sort=price-high');
      await expectPriceOrder(page, 'desc');
      const high = await cardPrices(page);
      expect(high).toEqual([...high].sort((a, b) => b - a));

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL('**/tours?sort=price-high');
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('shows a tour with its gallery, lightbox and booking card', async ({ page }) => {
      await visit(page, '/tours');
      await page.locator('.tour-card a').first().click();
      await expect(page.getByText('Final price guaranteed - no hidden costs')).toBeVisible();
      await screenshot(page, 'public-detail-desktop');
      const seeAll = page.getByRole('link', { name: /See all photos \(\d+\)/ });
      // Every seeded tour has several photos, so the tile is always there.
      await expect(seeAll).toBeVisible();
      const n = Number(/\((\d+)\)/.exec((await seeAll.textContent()) ?? '')?.[1]);
      expect(n).toBeGreaterThan(1);
      await seeAll.click();
      await expect(page.getByText(`1 / ${n}`)).toBeVisible();
      // The counter wraps at both ends: back from the first photo to the last, and on from the last to the first.
      await page.getByRole('link', { name: 'Previous photo' }).click();
      await expect(page.getByText(`${n} / ${n}`)).toBeVisible();
      await page.getByRole('link', { name: 'Next photo' }).click();
      await expect(page.getByText(`1 / ${n}`)).toBeVisible();
      await page.getByRole('link', { name: 'Close' }).click();
    });

    test("shows a tour's main photo once it has loaded, from the list and on a reload (photo in the cache)", async ({ page }) => {
      const photo = page.locator('.tour-image img[loading="eager"]');
      const mainPhotoShown = async () => {
        await expect(photo).toHaveCSS('opacity', '1', { timeout: 10_000 });
        await expect(photo).toHaveJSProperty('complete', true);
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      };
      await visit(page, '/tours');
      await page.locator('.tour-card a').first().click();
      await mainPhotoShown();
      // The photo now comes from the cache and can load before the page's effects have run.
      await reload(page);
      await mainPhotoShown();
    });

    test("shows 'Page Not Found' with a 404 status for unknown paths", async ({ page }) => {
      const answer = await visit(page, '/no/such/page');
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | Costiera');
    });

    test("marks every script a tour page loads with V8's compile hint", async ({ newPage }) => {
      // A context of its own: an empty cache, so every script arrives with its body (not a 304).
      const fresh = await newPage();
      try {
        const scripts: Promise<string>[] = [];
        fresh.page.on('response', (response: PageResponse) => {
          if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => `${new URL(response.url()).pathname} ${body.slice(0, 28)}`));
        });
        await visit(fresh.page, '/tours');
        // Hydrated first, so the click moves within the page and every script read above is still there to read.
        await expectHydrated(fresh.page);
        await fresh.page.locator('.tour-card a').first().click();
        await expect(fresh.page.getByText('Final price guaranteed - no hidden costs')).toBeVisible();
        await fresh.page.waitForLoadState('networkidle');
        const starts = await Promise.all(scripts);
        // boot.js, the shell's main.js and React DOM, the remote's entry, App and page chunks.
        expect(starts.length).toBeGreaterThanOrEqual(6);
        for (const start of starts) expect(start).toMatch(/ \/\/# allFunctionsCalledOnLoad$/);
        expectNoConsoleProblems(fresh.page);
      } finally {
        await fresh.context.close();
      }
    });

    // docs/spec-deviations.md#footer-and-articles-index
    test('links the articles, About, Privacy and Terms from the footer, each a page that answers 200; the terms say the provider is paid directly', async ({ page, context }) => {
      await visit(page, '/');
      const footer = page.locator('footer');
      const links: Array<[string, string]> = [
        ['Articles', 'Articles'],
        ['About Costiera', 'About Costiera'],
        ['Privacy Policy', 'Privacy Policy'],
        ['Terms of Use', 'Terms of Use'],
      ];
      for (const [label, heading] of links) {
        const href = await footer.getByRole('link', { name: label, exact: true }).getAttribute('href');
        expect([label, (await context.request.get(`${baseUrl()}${href}`)).status()]).toEqual([label, 200]);
        await footer.getByRole('link', { name: label, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(href);
      }
      const terms = await page.locator('main').innerText();
      expect(terms).toContain('the provider confirms it');
      expect(terms).toContain('You pay the provider directly');
      expect(terms).toContain('No online payment');
    });

    test('lists the published articles at /articles, each with its title, excerpt, image and a link to it', async ({ page }) => {
      const answer = await visit(page, '/articles');
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle('Articles | Costiera');
      const cards = page.locator('.article-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      // Other specs publish articles without a featured image; the demo articles all have one.
      const first = cards.filter({ has: page.locator('img') }).first();
      const title = await first.getByRole('heading', { level: 2 }).innerText();
      expect(await first.locator('.article-card__excerpt').innerText()).not.toBe('');
      // The demo pictures are uploaded photos: a <picture> of their variants, AVIF first.
      expect(await first.locator('img').getAttribute('src')).toMatch(/^\/media\/photos\/[0-9a-f]{64}\/v\d+-\d+\.jpg$/);
      await expect(first.locator('picture source').first()).toHaveAttribute('type', 'image/avif');
      await first.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(/^\/articles\/[a-z0-9-]+$/);
    });

    for (const path of ['/', '/tours', '/info', '/destinations/capri', '/articles']) {
      test(`${path} has a title, a meta description and no serious accessibility violation`, async ({ page }) => {
        await visit(page, path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The server-rendered page carries its own title.
        await expect(page).toHaveTitle(/ \| Costiera$/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(20);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  });
  test.describe('without JavaScript', () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled: false });

    test('shows the list, filters it with the GET form, opens a tour and sends a booking request as a plain form', async ({ page }) => {
      const list = await visit(page, '/tours');
      expect(list?.status()).toBe(200);
      await expect(page).toHaveTitle('All Tours and Experiences | Costiera');
      const all = await page.locator('.tour-card').count();
      expect(all).toBeGreaterThan(1);
      await expect(page.getByText(`${all} experiences found`)).toBeVisible();

      await page.getByLabel('Category').selectOption('boat-tours');
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Apply filters' }).click()]);
      expect(new URL(page.url()).searchParams.get('category')).toBe('boat-tours');
      const boats = await page.locator('.tour-card').count();
      expect(boats).toBeGreaterThan(0);
      expect(boats).toBeLessThan(all);
      await expect(page.getByText('Filtered results')).toBeVisible();
      await screenshot(page, 'public-list-no-js');

      await Promise.all([page.waitForURL('**/tours/*'), page.locator('.tour-card a').first().click()]);
      const title = (await page.locator('h1').first().textContent())!;
      await expect(page).toHaveTitle(`${title} | Costiera`);
      // The main photo shows without the app's fade-in.
      await page.waitForLoadState('load');
      await expect(page.locator('.tour-image img[loading="eager"]').evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth > 0, getComputedStyle(img).opacity])).resolves.toEqual([true, true, '1']);

      await page.getByLabel('Date').first().fill(date);
      await Promise.all([page.waitForURL('**request=1**'), page.getByRole('button', { name: 'Send Request' }).click()]);
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(date);
      // Spaces pass the browser's 'required' check; the server's validation refuses them.
      await dialog.getByLabel('Full Name').fill('   ');
      await dialog.getByLabel('Email Address').fill(`nojs-${stamp}@example.com`);
      await dialog.getByLabel('Special Requests').fill('Sent without JavaScript');
      const [refused] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/booking-request')), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
      expect(refused.status()).toBe(400);
      await page.waitForLoadState();
      const again = page.getByRole('dialog', { name: 'Request to book' });
      await expect(again.locator('#customerName-error')).toHaveText('Full name is required');
      await expect(again.getByLabel('Email Address')).toHaveValue(`nojs-${stamp}@example.com`);
      await expect(again.getByLabel('Special Requests')).toHaveValue('Sent without JavaScript');
      await screenshot(page, 'public-booking-error-no-js');

      await again.getByLabel('Full Name').fill('Nora Jones');
      const [sent] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/booking-request')), again.getByRole('button', { name: 'Send Booking Request' }).click()]);
      // Post/Redirect/Get: the request's status page (docs/spec-deviations.md#booking-sent).
      expect(sent.status()).toBe(303);
      await page.waitForURL('**/booking/traveller/**');
      await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toContainText('The provider will contact you by email');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await screenshot(page, 'public-booking-sent-no-js');
    });

    test('serves the articles index as a page of links', async ({ page }) => {
      const answer = await visit(page, '/articles');
      expect(answer?.status()).toBe(200);
      const links = await page.locator('.article-card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const href of links) expect(href).toMatch(/^\/articles\/[a-z0-9-]+$/);
    });

    test("searches from the home hero's boat tab as a plain GET form", async ({ page }) => {
      await visit(page, '/');
      await page.getByLabel('Departure').selectOption('positano');
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      const url = new URL(page.url());
      expect({ category: url.searchParams.get('category'), location: url.searchParams.get('location'), people: url.searchParams.get('people') }).toEqual({ category: 'boat-tours', location: 'positano', people: '2' });
      await expect(page.getByText('Filtered results')).toBeVisible();
    });

    for (const path of ['/', '/experiences', '/destinations', '/destinations/capri', '/info', '/guides/getting-here']) {
      test(`${path} renders fully`, async ({ page }) => {
        const answer = await visit(page, path);
        expect(answer?.status()).toBe(200);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expect(page.locator('.skeleton')).toHaveCount(0);
      });
    }
  });
});
