import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requestableDate } from './support/booking-window';
import { DESKTOP, PHONE, baseUrl, expectNoConsoleProblems, launchChromium, newPage, screenshot, seriousA11yViolations } from './support/browser';

/**
 * The back office in Chromium against the real api and the seeded database: sign in, the
 * tour, article and page round trips through the dialogs, a booking request's status moving
 * the dashboard's pending count, the global search, and signing out.
 * Each test has its own browser context, signs in itself and makes its own data, so one
 * failure never cascades; screens are reached by clicking the sidebar, as staff do.
 */
jest.setTimeout(120_000);

const username = () => process.env.E2E_ADMIN_USERNAME ?? 'admin';
const password = () => {
  const value = process.env.E2E_ADMIN_PASSWORD;
  if (!value) throw new Error('E2E_ADMIN_PASSWORD is not set');
  return value;
};
const stamp = Date.now().toString(36);

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Username').fill(username());
  await page.getByLabel('Password', { exact: true }).fill(password());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
}

/** Opens a section by clicking its sidebar entry. */
async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name, exact: true }).click();
}

/** A tour of this test's own, created through the api with the signed-in page's session; answers its id. */
async function createTourThroughApi(page: Page, title: string): Promise<string> {
  return page.evaluate(async (tourTitle) => {
    const categories = (await (await fetch('/api/admin/categories?type=tour')).json()) as { data: Array<{ id: string }> };
    const res = await fetch('/api/admin/tours', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: tourTitle,
        short_description: 'Blue Grotto and the Faraglioni by private boat',
        description: 'A full day around Capri with swimming stops.',
        category_id: categories.data[0]?.id,
        location: 'Sorrento',
        duration: 'Full day',
        max_passengers: 8,
        meeting_point: 'Marina Piccola',
        price_from: '950.00',
        provider_name: 'E2E Boats',
        provider_id: 'e2e-boats',
      }),
    });
    if (res.status !== 201) throw new Error(`creating the tour answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }, title);
}

/** A pending booking request from `customerName`, sent the way the public booking modal sends it. */
async function sendBookingRequest(page: Page, customerName: string): Promise<void> {
  const date = await requestableDate(baseUrl(), 20);
  const status = await page.evaluate(async ({ name, date }) => {
    const tours = (await (await fetch('/api/tours')).json()) as Array<{ id: string }>;
    const res = await fetch('/api/booking-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerName: name, customerEmail: 'e2e.traveller@example.com', date, people: 2, tourId: tours[0]?.id }),
    });
    return res.status;
  }, { name: customerName, date });
  expect(status).toBe(201);
}

/**
 * Picks an option of an antd Select found by its label. A dropdown opened while a dialog is
 * still animating in can close again, so opening and picking are retried a few times.
 */
async function choose(page: Page, label: string, option?: string): Promise<void> {
  // Only the open dropdown's options are visible; closed ones stay in the DOM while they animate out.
  const options = page.locator('.ant-select-dropdown .ant-select-item-option:visible');
  const target = option ? options.filter({ hasText: option }).first() : options.first();
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel(label, { exact: true }).click();
    try {
      await target.click({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Opens a traveller's view in a second tab and waits for `text`. The admin tab is brought
 * back to the front afterwards: a background tab gets no animation frames, and antd places
 * its dropdowns in one.
 */
async function seeOnPublicSite(context: BrowserContext, admin: Page, path: string, text: string): Promise<void> {
  const pub = await context.newPage();
  try {
    await pub.goto(path);
    await pub.getByText(text).first().waitFor();
    expectNoConsoleProblems(pub);
  } finally {
    await pub.close();
    await admin.bringToFront();
  }
}

async function inputHasValue(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForFunction(([sel, v]) => (document.querySelector(sel) as HTMLInputElement | null)?.value === v, [selector, value] as const);
}

async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => undefined);
}

/**
 * Opens the dashboard and waits until its pending count shows `expected`. The count may first
 * show the cached value while the refetch that the mutation triggered is under way.
 */
async function waitForPendingCount(page: Page, expected: number): Promise<void> {
  await openSection(page, 'Dashboard');
  await page.waitForFunction(
    (n) => document.querySelector('[data-stat="Booking Requests"] [data-stat-value]')?.textContent === String(n),
    expected,
    { timeout: 10_000 },
  );
}

describe('admin back office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A fresh context per test: no cookie, page or data left over from the one before.
  beforeEach(async () => {
    ({ context, page } = await newPage(browser, DESKTOP));
  });
  afterEach(async () => {
    try {
      expectNoConsoleProblems(page);
    } finally {
      await context?.close();
    }
  });

  it('sends anyone who is not signed in from /admin to the login page', async () => {
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it("shows 'Login failed' for a wrong password and the validation messages for empty fields", async () => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username').fill(username());
    await page.getByLabel('Password', { exact: true }).fill(`${password()}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login failed').waitFor();
  });

  it('signs in the seeded admin and opens the dashboard', async () => {
    await signIn(page);
    await page.getByText(`Welcome back, ${username()}!`).waitFor();
    expect(page.url()).toMatch(/\/admin\/dashboard$/);
    await page.getByText('Platform Summary').waitFor();
    await dismissToasts(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-dashboard-desktop');
  });

  it("lines up every sidebar entry's text, Queues (a plain link to Bull Board) with the rest", async () => {
    await signIn(page);
    const entries = await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => {
          // The text's own box: padding and margins of the link are what puts it out of line.
          const range = document.createRange();
          range.selectNodeContents(link);
          const box = range.getBoundingClientRect();
          return { name: link.textContent, left: Math.round(box.left), height: Math.round(link.getBoundingClientRect().height) };
        }),
      );
    expect(entries.map((entry) => entry.name)).toContain('Queues');
    expect(new Set(entries.map((entry) => `${entry.left} ${entry.height}`)).size).toBe(1);
  });

  it('creates a tour that travellers then see on the public site', async () => {
    const tourTitle = `E2E Capri boat tour ${stamp}`;
    await signIn(page);
    await openSection(page, 'Tours');
    await page.getByRole('link', { name: 'New Tour' }).click();
    await page.getByRole('heading', { name: 'New Tour' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Title', { exact: true }).fill(tourTitle);
    await page.getByLabel('Short description').fill('Blue Grotto and the Faraglioni by private boat');
    await page.getByLabel('Full description').fill('A full day around Capri with swimming stops.');
    await page.getByLabel('Location').fill('Sorrento');
    await page.getByLabel('Duration').fill('Full day');
    await page.getByLabel('Max passengers').fill('8');
    await page.getByLabel('Meeting point').fill('Marina Piccola');
    await page.getByLabel('New included item').fill('Skipper');
    await page.getByLabel('New included item').press('Enter');
    await choose(page, 'Category');
    await page.getByLabel('Price from').fill('950');
    await page.getByLabel('Provider name').fill('E2E Boats');
    await page.getByLabel('Provider id').fill('e2e-boats');
    await page.getByRole('button', { name: 'Create Tour' }).click();
    await page.getByText('Tour created').waitFor();
    await page.waitForURL('**/admin/tours');

    await page.getByLabel('Search tours').fill(tourTitle);
    const view = page.getByRole('link', { name: `View ${tourTitle} on the site` });
    await view.waitFor();
    const tourId = /\/tours\/([^/?#]+)/.exec((await view.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(tourId).not.toBe('');
    await dismissToasts(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await seeOnPublicSite(context, page, `/tours/${tourId}`, tourTitle);
  });

  it('adds a provider to the directory, picks it in the tour form, and is told which tours keep a provider from deletion', async () => {
    const providerId = `PRV-E2E-${stamp}`;
    const providerName = `E2E Sea Taxi ${stamp}`;
    await signIn(page);
    await openSection(page, 'Providers');
    await page.getByRole('heading', { name: 'Providers', exact: true }).waitFor();
    await page.getByRole('link', { name: 'New Provider' }).click();
    await page.getByRole('heading', { name: 'New Provider' }).waitFor();
    await page.getByLabel('Provider id').fill(providerId);
    await page.getByLabel('Name', { exact: true }).fill(providerName);
    await page.getByLabel('Booking emails').fill(`desk-${stamp}@example.com\nskipper-${stamp}@example.com`);
    await page.getByLabel('Languages').fill('Italian, English');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Provider' }).click();
    await page.getByText('Provider created').waitFor();
    await page.waitForURL('**/admin/providers');
    await page.getByLabel('Search providers').fill(`skipper-${stamp}`);
    await page.getByRole('link', { name: `Edit ${providerName}` }).waitFor();
    await dismissToasts(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-providers-desktop');

    // The tour form fills provider name and id from the directory.
    await openSection(page, 'Tours');
    await page.getByRole('link', { name: 'New Tour' }).click();
    await page.getByRole('heading', { name: 'New Tour' }).waitFor();
    await page.getByLabel('Provider from the directory', { exact: true }).fill('E2E Sea Taxi');
    await choose(page, 'Provider from the directory', `${providerName} (${providerId})`);
    await expect(page.getByLabel('Provider name').inputValue()).resolves.toBe(providerName);
    await expect(page.getByLabel('Provider id').inputValue()).resolves.toBe(providerId);

    // A seeded provider whose tours still name it cannot go; the toast names its tours.
    await openSection(page, 'Providers');
    await page.getByLabel('Search providers').fill('PRV-CBC-01');
    await page.getByRole('button', { name: 'Delete Capri Blue Charters' }).click();
    await page.getByRole('dialog', { name: 'Delete Provider' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete failed').waitFor();
    await page.getByText(/^409: This provider is named by \d+ tours: "Capri /).waitFor();
  });

  it('edits a tour through its form and deletes it through the dialog', async () => {
    const tourTitle = `E2E Amalfi boat tour ${stamp}`;
    await signIn(page);
    const tourId = await createTourThroughApi(page, tourTitle);
    await openSection(page, 'Tours');
    await page.getByLabel('Search tours').fill(tourTitle);
    await page.getByRole('link', { name: `Edit ${tourTitle}` }).click();
    await page.getByRole('heading', { name: 'Edit Tour' }).waitFor();
    const title = page.getByLabel('Title', { exact: true });
    await expect(title.inputValue()).resolves.toBe(tourTitle);
    await title.fill(`${tourTitle} (edited)`);
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await page.getByText('Tour updated').waitFor();
    await page.waitForURL('**/admin/tours');

    await page.getByLabel('Search tours').fill(`${tourTitle} (edited)`);
    await page.getByRole('button', { name: `Delete ${tourTitle} (edited)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Tour' });
    await dialog.getByText(`Are you sure you want to delete "${tourTitle} (edited)"? This action cannot be undone.`).waitFor();
    // The api's answer is awaited and checked first, so a failure says whether the delete or the page fell short.
    const answered = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/admin/tours/${tourId}`));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const answer = await answered;
    expect({ status: answer.status(), body: await answer.text() }).toEqual({ status: 204, body: '' });
    await page.getByText('Tour has been successfully deleted.').waitFor();
    await page.getByText('No tours found matching your filters').waitFor();
  });

  it('creates a published article and opens its public view', async () => {
    const title = `E2E Limoncello guide ${stamp}`;
    await signIn(page);
    await openSection(page, 'Articles');
    await page.getByRole('link', { name: 'New Article' }).click();
    await page.getByRole('heading', { name: 'New Article' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await inputHasValue(page, '#article_slug', `e2e-limoncello-guide-${stamp}`);
    await page.getByLabel('Excerpt').fill('Where the lemons come from');
    await page.getByLabel('Content', { exact: true }).fill('# Limoncello\n\nMade from **Sorrento** lemons.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.locator('.costiera-markdown strong', { hasText: 'Sorrento' }).waitFor();
    await page.getByRole('tab', { name: 'Write' }).click();
    await page.getByRole('switch', { name: 'Published' }).click();
    await choose(page, 'Category');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Article created').waitFor();
    await page.waitForURL('**/admin/articles');

    await seeOnPublicSite(context, page, `/articles/e2e-limoncello-guide-${stamp}`, title);
  });

  it('creates a published page, shows its URL on edit, and opens its public view', async () => {
    const title = `E2E Ferry times ${stamp}`;
    const slug = `e2e-ferry-times-${stamp}`;
    await signIn(page);
    await openSection(page, 'Pages');
    await page.getByRole('link', { name: 'New Page' }).click();
    await page.getByRole('heading', { name: 'New Page' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Content', { exact: true }).fill('Ferries leave Sorrento every hour.');
    await page.getByLabel('Meta description').fill('Ferry times between Sorrento, Capri and Positano.');
    await page.getByText('49/160 characters').waitFor();
    await page.getByRole('switch', { name: 'Published' }).click();
    await choose(page, 'Category');
    await page.getByRole('button', { name: 'Create Page' }).click();
    await page.getByText('Page created').waitFor();
    await page.waitForURL('**/admin/pages');

    await page.getByLabel('Search pages').fill(title);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByText(`${baseUrl()}/pages/${slug}`).waitFor();

    await seeOnPublicSite(context, page, `/pages/${slug}`, title);
  });

  // docs/spec-deviations.md#status-change-confirmation
  it("changes a booking request's status after asking, naming who will be emailed, and the dashboard's pending count follows", async () => {
    const customer = `E2E Traveller ${stamp}`;
    // Sent before signing in, so the dashboard's first load already counts it (a request sent
    // outside the app refreshes no cached stats, and stats never go stale).
    await page.goto('/admin/login');
    await sendBookingRequest(page, customer);
    await signIn(page);
    // The source of truth for "before": the pending requests themselves (the dashboard follows them).
    const before = await page.evaluate(async () => {
      const res = await fetch('/api/admin/booking-requests?status=pending&limit=1', { credentials: 'include' });
      return ((await res.json()) as { pagination: { total: number } }).pagination.total;
    });
    await waitForPendingCount(page, before);

    await openSection(page, 'Booking Requests');
    await page.getByText(/Showing \d+ to \d+ of \d+ requests/).waitFor();
    await choose(page, 'Filter by status', 'Pending');
    const view = page.getByRole('button', { name: `View details of the request from ${customer}` }).first();
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Booking Request Details' });
    await dialog.getByRole('link', { name: 'e2e.traveller@example.com' }).waitFor();
    await choose(page, 'Change status', 'Confirmed');
    // Nothing changes before the admin has read who will be emailed and confirmed.
    const ask = page.getByRole('dialog', { name: 'Change the status to Confirmed?' });
    await ask.getByText('The traveller, ' + customer + ' (e2e.traveller@example.com)').waitFor();
    await expect(ask.getByText(/^(The provider, .+ \(.+@.+\)|The bookings inbox, as the provider has no booking address in the directory)$/).count()).resolves.toBe(1);
    await ask.getByRole('button', { name: 'Keep it as it is' }).click();
    await ask.waitFor({ state: 'hidden' });
    await dialog.getByText('pending', { exact: true }).waitFor();
    await choose(page, 'Change status', 'Confirmed');
    await ask.getByRole('button', { name: 'Set Confirmed' }).click();
    await page.getByText('Status updated').waitFor();
    await dialog.getByText('Confirmed by staff (' + username() + ')').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await waitForPendingCount(page, before - 1);
  });

  // The header search calls the api, where the spec's box keeps local text only: docs/spec-deviations.md#admin-search
  it('finds a booking request with the header search and opens its details', async () => {
    const customer = `E2E Searcher ${stamp}`;
    await signIn(page);
    await sendBookingRequest(page, customer);
    await page.getByLabel('Search content').fill(customer);
    const hit = page.locator('.ant-select-item-option', { hasText: customer }).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL('**/admin/booking-requests');
    await page.getByRole('dialog', { name: 'Booking Request Details' }).getByText(customer).first().waitFor();
  });

  it("keeps every list's Actions in view on a 1280-px laptop, and every column whole beside them", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    // The seeded data gives every list rows.
    for (const path of ['Tours', 'Providers', 'Articles', 'Pages', 'Categories', 'Booking Requests']) {
      await openSection(page, path);
      await page.getByRole('heading', { name: path, exact: true }).waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      const seen = await page.evaluate(() => {
        // Where the first row's last cell (its buttons) ends, against the table's visible box.
        const row = document.querySelector('.ant-table-row')!;
        const cell = row.lastElementChild!.getBoundingClientRect();
        const box = row.closest('.ant-table-container')!.getBoundingClientRect();
        // Each header cell: inside the visible box, left of the Actions column, and the topmost element at its centre.
        const headers = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')];
        const actions = headers.find((th) => th.textContent === 'Actions')!.getBoundingClientRect();
        const hidden = headers
          .filter((th) => th.textContent !== 'Actions' && th.textContent !== '')
          .filter((th) => {
            const r = th.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return r.left < box.left - 1 || r.right > actions.left + 1 || !th.contains(top);
          })
          .map((th) => th.textContent);
        return { inView: cell.right <= box.right + 0.5 && box.right <= 1280, buttons: row.lastElementChild!.querySelectorAll('button, a').length > 0, hidden };
      });
      expect({ path, ...seen }).toEqual({ path, inView: true, buttons: true, hidden: [] });
      await screenshot(page, `admin-${path.toLowerCase().replace(' ', '-')}-1280`);
    }
  });

  it('keeps the lists usable on a phone: the key column and the Actions in view, the rest a sideways scroll away', async () => {
    await signIn(page);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/booking-requests');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-booking-requests-phone');
    const seen = await page.evaluate(() => {
      const row = document.querySelector('.ant-table-row')!;
      const inView = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth && el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      };
      const content = document.querySelector('.ant-table-content')!;
      return { customer: inView(row.firstElementChild!), actions: inView(row.lastElementChild!), scrolls: content.scrollWidth > content.clientWidth };
    });
    expect(seen).toEqual({ customer: true, actions: true, scrolls: true });
  });

  it('gives the password eye a 24x24 target with an accessible name', async () => {
    await page.goto('/admin/login');
    const eye = page.getByRole('button', { name: 'Show password' });
    const box = (await eye.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await page.getByLabel('Password', { exact: true }).fill('limoncello');
    await eye.click();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).waitFor();
  });

  it('works on a phone: the slide-in menu navigates', async () => {
    await signIn(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    // The menu closes itself after navigating; wait for it and for the table's rows before the picture.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-categories-phone');
  });

  it('signs out and sends /admin back to the login page', async () => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByText('You have been successfully logged out.').waitFor();
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
  });
});
