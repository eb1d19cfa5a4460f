import type { Page, Route } from '@playwright/test';
import { baseUrl, expect, expectHydrated, test, visit } from './support/fixtures';
import { requestableDate } from './support/booking-window';

/**
 * What a traveller types or clicks is never lost: not before the page's JavaScript has taken
 * over the server-rendered page, not while typing fast on a slow phone, and not without
 * JavaScript at all. "Before" is made certain, not hoped for: the shell's script is held back
 * until the test lets it through.
 */
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

/** Opens `path` without waiting for the page to hydrate (unlike `visit`). */
async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** The page is still as the server rendered it: its JavaScript has not taken over. */
async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

/** The list shows exactly these tours (in any order). */
async function listShows(page: Page, titles: string[]): Promise<void> {
  await expect
    .poll(async () => (await page.locator('.tour-card__title').allTextContents()).sort(), { message: 'the tours the list shows', timeout: 10_000 })
    .toEqual([...titles].sort());
}

async function searchedFor(page: Page, search: string): Promise<void> {
  const box = page.getByPlaceholder(SEARCH_BOX);
  await expect(box).toHaveValue(search);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === search, { timeout: 10_000 });
  await listShows(page, (await api<ListedTour[]>(`/api/tours?search=${encodeURIComponent(search)}`)).map((t) => t.title));
}

test.describe('what a traveller types or clicks is never lost', () => {
  // Each test has a context of its own (Playwright's): held scripts and a slowed CPU end with it.
  let all: ListedTour[];
  test.beforeAll(async () => {
    all = await api<ListedTour[]>('/api/tours');
    const found = await api<ListedTour[]>(`/api/tours?search=${encodeURIComponent(SEARCH)}`);
    // The search narrows the seeded list without emptying it, so a list left unfiltered shows.
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
  });

  /** A tour page kept as the server rendered it (its scripts held), with a requestable date chosen in the booking card. */
  const tourWithDateChosen = async (page: Page): Promise<{ release: () => Promise<void>; date: string }> => {
    const date = await requestableDate(baseUrl());
    const release = await holdScripts(page);
    await arrive(page, `/tours/${all[0]!.id}`);
    await page.locator('.booking-card').getByLabel('Date').fill(date);
    return { release, date };
  };

  test.describe('with JavaScript', () => {

    test("applies text typed into the tours search before the page's JavaScript takes over: the box, the URL and the list", async ({ page }) => {
      const release = await holdScripts(page);
      await arrive(page, '/tours');
      await page.getByPlaceholder(SEARCH_BOX).pressSequentially(SEARCH);
      await expectNotHydrated(page);
      await release();
      await expectHydrated(page);
      await searchedFor(page, SEARCH);
    });

    test("keeps every key of 'capri boat' typed at 40 ms a key with the CPU slowed 4x", async ({ context, page }) => {
      await visit(page, '/tours');
      await listShows(page, all.map((t) => t.title));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.getByPlaceholder(SEARCH_BOX).click();
      await page.keyboard.type(SEARCH, { delay: 40 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await searchedFor(page, SEARCH);
    });

    test("searches with the hero's departure, date and guests chosen before the page's JavaScript takes over", async ({ page }) => {
      const date = await requestableDate(baseUrl());
      const release = await holdScripts(page);
      await arrive(page, '/');
      await page.getByLabel('Departure').selectOption('positano');
      await page.getByLabel('Date').fill(date);
      await page.getByLabel('Guests').selectOption('4');
      await release();
      await expectHydrated(page);
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ location: 'positano', date, people: '4', category: 'boat-tours' });
      // The page's JavaScript made the search, from its own state: the document loaded is still the home page.
      await expect(page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).resolves.toBe('/');
    });

    test("opens the photos when 'See all photos' or a thumbnail is clicked before the page's JavaScript takes over", async ({ page }) => {
      const tour = all.find((t) => t.images.length > 2)!;
      const n = tour.images.length;
      const release = await holdScripts(page);
      await arrive(page, `/tours/${tour.id}`);
      await page.getByText(`See all photos (${n})`).click();
      const lightbox = page.getByRole('dialog', { name: `Photos of ${tour.title}` });
      await expect(lightbox.getByText(`1 / ${n}`)).toBeVisible({ timeout: 10_000 });
      await page.getByRole('link', { name: 'Close' }).click();
      await expect(lightbox).not.toBeAttached();
      await page.getByLabel(`Open photo 2 of ${n}`).click();
      await expect(lightbox.getByText(`2 / ${n}`)).toBeVisible({ timeout: 10_000 });
      await expectNotHydrated(page);

      await release();
      await expectHydrated(page);
      await page.getByRole('link', { name: 'Next photo' }).click();
      await expect(lightbox.getByText(`3 / ${n}`)).toBeVisible();
      await page.getByRole('link', { name: 'Close' }).click();
      await expect(lightbox).not.toBeAttached();
      expect(new URL(page.url()).searchParams.has('photo')).toBe(false);
    });

    test("sends the booking card's date and people chosen before the page's JavaScript takes over into the booking modal", async ({ page }) => {
      const { release, date } = await tourWithDateChosen(page);
      await page.locator('.booking-card').getByLabel('People').selectOption('3');
      await release();
      await expectHydrated(page);
      await page.getByRole('button', { name: 'Send Request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(date);
      await expect(dialog.getByLabel('Number of People')).toHaveValue('3');
      // The page's JavaScript opened it in place, from its own state.
      expect(new URL(page.url()).searchParams.has('request')).toBe(false);
    });

    test("keeps what is typed into the booking modal before the page's JavaScript takes over ('Send Request' clicked before it)", async ({ page }) => {
      const { release, date } = await tourWithDateChosen(page);
      await Promise.all([page.waitForURL('**request=1**'), page.getByRole('button', { name: 'Send Request' }).click()]);
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await dialog.getByLabel(/Full Name/).fill('Ada Lovelace');
      await dialog.getByLabel(/Email Address/).fill('ada@example.com');
      await dialog.getByLabel('Special Requests').pressSequentially('A quiet seat');
      await expectNotHydrated(page);

      await release();
      await expectHydrated(page);
      // The modal's own code has run once it holds the page's scroll (it loads after the page's).
      await expect(page.locator('body')).toHaveAttribute('style', /overflow: hidden/);
      // The field being typed into keeps the focus as the page wakes.
      await expect(page.locator(':focus')).toHaveAttribute('name', 'message');
      // A change the page's JavaScript handles renders the form again: every field keeps what it shows.
      await dialog.getByLabel('Number of People').selectOption('3');
      await expect(dialog.getByLabel(/Full Name/)).toHaveValue('Ada Lovelace');
      await expect(dialog.getByLabel(/Email Address/)).toHaveValue('ada@example.com');
      await expect(dialog.getByLabel('Special Requests')).toHaveValue('A quiet seat');
      await expect(dialog.getByLabel(/Preferred Date/)).toHaveValue(date);
    });
  });

  // Photos, lightbox controls and hero tabs are links, where the spec has buttons: docs/spec-deviations.md#photos-and-tabs-as-links
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("opens 'See all photos' as a page with the lightbox, whose previous, next and close are links", async ({ page }) => {
      const tour = all.find((t) => t.images.length > 1)!;
      const n = tour.images.length;
      await visit(page, `/tours/${tour.id}?date=2027-01-15`);
      await Promise.all([page.waitForURL('**photo=1**'), page.getByRole('link', { name: `See all photos (${n})` }).click()]);
      const lightbox = page.getByRole('dialog', { name: `Photos of ${tour.title}` });
      await expect(lightbox.getByText(`1 / ${n}`)).toBeVisible();
      // Its styles come with the page: the lightbox covers it.
      await expect(lightbox).toHaveCSS('position', 'fixed');
      await Promise.all([page.waitForURL(`**photo=2**`), lightbox.getByRole('link', { name: 'Next photo' }).click()]);
      await expect(lightbox.getByText(`2 / ${n}`)).toBeVisible();
      await Promise.all([page.waitForURL(`**photo=1**`), lightbox.getByRole('link', { name: 'Previous photo' }).click()]);
      await Promise.all([page.waitForURL(`**photo=${n}**`), lightbox.getByRole('link', { name: 'Previous photo' }).click()]);
      await expect(lightbox.getByText(`${n} / ${n}`)).toBeVisible();
      await Promise.all([page.waitForURL((url) => !url.searchParams.has('photo')), lightbox.getByRole('link', { name: 'Close' }).click()]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The rest of the page's address is kept.
      expect(new URL(page.url()).searchParams.get('date')).toBe('2027-01-15');
    });

    test("switches the hero's tabs as links, each searching its part of the catalogue", async ({ page }) => {
      await visit(page, '/');
      await Promise.all([page.waitForURL('**/?tab=activities'), page.getByRole('tab', { name: 'Other activities' }).click()]);
      await expect(page.getByRole('tab', { name: 'Other activities' })).toHaveAttribute('aria-selected', 'true');
      await page.getByLabel('Type').selectOption('food tours');
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      expect(new URL(page.url()).searchParams.get('category')).toBe('excursions');

      await visit(page, '/');
      await Promise.all([page.waitForURL('**/?tab=transfers'), page.getByRole('tab', { name: 'Transfers' }).click()]);
      await expect(page.getByLabel('Transfer type')).toBeVisible();
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      expect(new URL(page.url()).searchParams.get('category')).toBe('private-transfer');

      await visit(page, '/?tab=transfers');
      await Promise.all([page.waitForURL((url) => url.pathname === '/' && url.search === ''), page.getByRole('tab', { name: 'Boat Tours' }).click()]);
      await expect(page.getByLabel('Departure')).toBeVisible();
    });
  });
});
