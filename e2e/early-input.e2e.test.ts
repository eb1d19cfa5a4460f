import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { DESKTOP, baseUrl, expectNoConsoleProblems, launchChromium, newPage, waitForHydration } from './support/browser';
import { requestableDate } from './support/booking-window';

/**
 * What a traveller types or clicks is never lost: not before the page's JavaScript has taken
 * over the server-rendered page, not while typing fast on a slow phone, and not without
 * JavaScript at all. "Before" is made certain, not hoped for: the shell's script is held back
 * until the test lets it through.
 */
jest.setTimeout(120_000);

const SEARCH_BOX = 'Search tours, activities, destinations...';
const SEARCH = 'capri boat';

interface ListedTour {
  id: string;
  title: string;
  images: string[];
}

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** Holds back the shell's script (and with it every other), so the page stays as the server rendered it until release(). */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname === '/main.js',
    (route) => (holding ? held.push(route) : route.continue()),
  );
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens `path` without waiting for the page to hydrate (the frame's own goto; the page's waits for hydration). */
async function arrive(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
}

async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until the list shows exactly these tours (in any order). */
async function listShows(page: Page, titles: string[]): Promise<void> {
  const expected = [...titles].sort();
  await page
    .waitForFunction((want) => JSON.stringify([...document.querySelectorAll('.tour-card__title')].map((h) => h.textContent).sort()) === want, JSON.stringify(expected), { timeout: 10_000 })
    .catch(async () => {
      const shown = await page.locator('.tour-card__title').allTextContents();
      throw new Error(`the list shows ${JSON.stringify(shown.sort())}, not ${JSON.stringify(expected)}`);
    });
}

async function searchedFor(page: Page, search: string): Promise<void> {
  const box = page.getByPlaceholder(SEARCH_BOX);
  await expect(box.inputValue()).resolves.toBe(search);
  await page.waitForURL((url) => url.searchParams.get('search') === search, { timeout: 10_000 });
  await listShows(page, (await api<ListedTour[]>(`/api/tours?search=${encodeURIComponent(search)}`)).map((t) => t.title));
}

describe('what a traveller types or clicks is never lost', () => {
  let browser: Browser;
  let all: ListedTour[];
  // Each test has a context of its own: held scripts and a slowed CPU end with it.
  let opened: { context: BrowserContext; page: Page; javaScript: boolean } | null = null;
  const open = async (javaScript = true): Promise<{ context: BrowserContext; page: Page }> => {
    opened = { ...(await newPage(browser, DESKTOP, { javaScript })), javaScript };
    return opened;
  };
  beforeAll(async () => {
    browser = await launchChromium();
    all = await api<ListedTour[]>('/api/tours');
    const found = await api<ListedTour[]>(`/api/tours?search=${encodeURIComponent(SEARCH)}`);
    // The search narrows the seeded list without emptying it, so a list left unfiltered shows.
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
  });
  afterEach(async () => {
    if (!opened) return;
    const { context, page, javaScript } = opened;
    opened = null;
    await context.close();
    if (javaScript) expectNoConsoleProblems(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A tour page kept as the server rendered it (its scripts held), with a requestable date chosen in the booking card. */
  const tourWithDateChosen = async (page: Page): Promise<{ release: () => Promise<void>; date: string }> => {
    const date = await requestableDate(baseUrl());
    const release = await holdScripts(page);
    await arrive(page, `/tours/${all[0]!.id}`);
    await page.locator('.booking-card').getByLabel('Date').fill(date);
    return { release, date };
  };

  describe('with JavaScript', () => {

    it("applies text typed into the tours search before the page's JavaScript takes over: the box, the URL and the list", async () => {
      const { page } = await open();
      const release = await holdScripts(page);
      await arrive(page, '/tours');
      await page.getByPlaceholder(SEARCH_BOX).pressSequentially(SEARCH);
      await expect(isHydrated(page)).resolves.toBe(false);
      await release();
      await waitForHydration(page);
      await searchedFor(page, SEARCH);
    });

    it("keeps every key of 'capri boat' typed at 40 ms a key with the CPU slowed 4x", async () => {
      const { context, page } = await open();
      await page.goto('/tours');
      await listShows(page, all.map((t) => t.title));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.getByPlaceholder(SEARCH_BOX).click();
      await page.keyboard.type(SEARCH, { delay: 40 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await searchedFor(page, SEARCH);
    });

    it("searches with the hero's departure, date and guests chosen before the page's JavaScript takes over", async () => {
      const { page } = await open();
      const date = await requestableDate(baseUrl());
      const release = await holdScripts(page);
      await arrive(page, '/');
      await page.getByLabel('Departure').selectOption('positano');
      await page.getByLabel('Date').fill(date);
      await page.getByLabel('Guests').selectOption('4');
      await release();
      await waitForHydration(page);
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ location: 'positano', date, people: '4', category: 'boat-tours' });
      // The page's JavaScript made the search, from its own state: the document loaded is still the home page.
      await expect(page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).resolves.toBe('/');
    });

    it("opens the photos when 'See all photos' or a thumbnail is clicked before the page's JavaScript takes over", async () => {
      const { page } = await open();
      const tour = all.find((t) => t.images.length > 2)!;
      const n = tour.images.length;
      const release = await holdScripts(page);
      await arrive(page, `/tours/${tour.id}`);
      await page.getByText(`See all photos (${n})`).click();
      const lightbox = page.getByRole('dialog', { name: `Photos of ${tour.title}` });
      await lightbox.getByText(`1 / ${n}`).waitFor({ timeout: 10_000 });
      await page.getByRole('link', { name: 'Close' }).click();
      await lightbox.waitFor({ state: 'detached' });
      await page.getByLabel(`Open photo 2 of ${n}`).click();
      await lightbox.getByText(`2 / ${n}`).waitFor({ timeout: 10_000 });
      await expect(isHydrated(page)).resolves.toBe(false);

      await release();
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Next photo' }).click();
      await lightbox.getByText(`3 / ${n}`).waitFor();
      await page.getByRole('link', { name: 'Close' }).click();
      await lightbox.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.has('photo')).toBe(false);
    });

    it("sends the booking card's date and people chosen before the page's JavaScript takes over into the booking modal", async () => {
      const { page } = await open();
      const { release, date } = await tourWithDateChosen(page);
      await page.locator('.booking-card').getByLabel('People').selectOption('3');
      await release();
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Send Request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await expect(dialog.getByLabel('Preferred Date').inputValue()).resolves.toBe(date);
      await expect(dialog.getByLabel('Number of People').inputValue()).resolves.toBe('3');
      // The page's JavaScript opened it in place, from its own state.
      expect(new URL(page.url()).searchParams.has('request')).toBe(false);
    });

    it("keeps what is typed into the booking modal before the page's JavaScript takes over ('Send Request' clicked before it)", async () => {
      const { page } = await open();
      const { release, date } = await tourWithDateChosen(page);
      await Promise.all([page.waitForURL('**request=1**'), page.getByRole('button', { name: 'Send Request' }).click()]);
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await dialog.getByLabel(/Full Name/).fill('Ada Lovelace');
      await dialog.getByLabel(/Email Address/).fill('ada@example.com');
      await dialog.getByLabel('Special Requests').pressSequentially('A quiet seat');
      await expect(isHydrated(page)).resolves.toBe(false);

      await release();
      await waitForHydration(page);
      // The modal's own code has run once it holds the page's scroll (it loads after the page's).
      await page.waitForFunction(() => document.body.style.overflow === 'hidden');
      // The field being typed into keeps the focus as the page wakes.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('message');
      // A change the page's JavaScript handles renders the form again: every field keeps what it shows.
      await dialog.getByLabel('Number of People').selectOption('3');
      await expect(dialog.getByLabel(/Full Name/).inputValue()).resolves.toBe('Ada Lovelace');
      await expect(dialog.getByLabel(/Email Address/).inputValue()).resolves.toBe('ada@example.com');
      await expect(dialog.getByLabel('Special Requests').inputValue()).resolves.toBe('A quiet seat');
      await expect(dialog.getByLabel(/Preferred Date/).inputValue()).resolves.toBe(date);
    });
  });

  // Photos, lightbox controls and hero tabs are links, where the spec has buttons: docs/spec-deviations.md#photos-and-tabs-as-links
  describe('without JavaScript', () => {

    it("opens 'See all photos' as a page with the lightbox, whose previous, next and close are links", async () => {
      const { page } = await open(false);
      const tour = all.find((t) => t.images.length > 1)!;
      const n = tour.images.length;
      await page.goto(`/tours/${tour.id}?date=2027-01-15`);
      await Promise.all([page.waitForURL('**photo=1**'), page.getByRole('link', { name: `See all photos (${n})` }).click()]);
      const lightbox = page.getByRole('dialog', { name: `Photos of ${tour.title}` });
      await lightbox.getByText(`1 / ${n}`).waitFor();
      // Its styles come with the page: the lightbox covers it.
      await expect(lightbox.evaluate((el) => getComputedStyle(el).position)).resolves.toBe('fixed');
      await Promise.all([page.waitForURL(`**photo=2**`), lightbox.getByRole('link', { name: 'Next photo' }).click()]);
      await lightbox.getByText(`2 / ${n}`).waitFor();
      await Promise.all([page.waitForURL(`**photo=1**`), lightbox.getByRole('link', { name: 'Previous photo' }).click()]);
      await Promise.all([page.waitForURL(`**photo=${n}**`), lightbox.getByRole('link', { name: 'Previous photo' }).click()]);
      await lightbox.getByText(`${n} / ${n}`).waitFor();
      await Promise.all([page.waitForURL((url) => !url.searchParams.has('photo')), lightbox.getByRole('link', { name: 'Close' }).click()]);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      // The rest of the page's address is kept.
      expect(new URL(page.url()).searchParams.get('date')).toBe('2027-01-15');
    });

    it("switches the hero's tabs as links, each searching its part of the catalogue", async () => {
      const { page } = await open(false);
      await page.goto('/');
      await Promise.all([page.waitForURL('**/?tab=activities'), page.getByRole('tab', { name: 'Other activities' }).click()]);
      await expect(page.getByRole('tab', { name: 'Other activities' }).getAttribute('aria-selected')).resolves.toBe('true');
      await page.getByLabel('Type').selectOption('food tours');
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      expect(new URL(page.url()).searchParams.get('category')).toBe('excursions');

      await page.goto('/');
      await Promise.all([page.waitForURL('**/?tab=transfers'), page.getByRole('tab', { name: 'Transfers' }).click()]);
      await expect(page.getByLabel('Transfer type').isVisible()).resolves.toBe(true);
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      expect(new URL(page.url()).searchParams.get('category')).toBe('private-transfer');

      await page.goto('/?tab=transfers');
      await Promise.all([page.waitForURL((url) => url.pathname === '/' && url.search === ''), page.getByRole('tab', { name: 'Boat Tours' }).click()]);
      await expect(page.getByLabel('Departure').isVisible()).resolves.toBe(true);
    });
  });
});
