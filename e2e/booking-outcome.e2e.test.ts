import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, baseUrl, expect, expectHydrated, reload, test, visit } from './support/fixtures';
import { requestableDate } from './support/booking-window';

/**
 * What a traveller is told once they send a booking request (docs/spec-deviations.md#booking-failure,
 * #booking-sent): the server's reason beside the field it names, what was sent with its reference
 * and status page on the booking card, one stored request however often "Send" is pressed or the
 * request sent again, and without JavaScript a redirect to the status page that a refresh only reads.
 */
const stamp = Date.now().toString(36);
let tour: { id: string; title: string };
let date: string;

test.beforeAll(async () => {
  const tours = (await (await fetch(`${baseUrl()}/api/tours`)).json()) as Array<{ id: string; title: string; maxPassengers: number }>;
  tour = tours.find((t) => t.maxPassengers >= 2)!;
  date = await requestableDate(baseUrl());
});
/** The requests staff see for `email` (read through the admin API). */
async function storedFor(api: APIRequestContext, email: string): Promise<Array<{ id: string; people: number; date: string }>> {
  const origin = { origin: baseUrl() };
  const login = await api.post(`${baseUrl()}/api/admin/login`, { data: { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD }, headers: origin });
  expect(login.status()).toBe(200);
  const list = await api.get(`${baseUrl()}/api/admin/booking-requests?search=${encodeURIComponent(email)}&limit=10`);
  await api.post(`${baseUrl()}/api/admin/logout`, { headers: origin });
  return ((await list.json()) as { data: Array<{ id: string; people: number; date: string }> }).data;
}

/** The tour page with the booking modal open and filled in for `email`. */
async function openFilledModal(page: Page, email: string) {
  await visit(page, `/tours/${tour.id}`);
  // With JavaScript: the modal opens in place (a click before hydration would take the plain-form path).
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Send Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to book' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Full Name/).fill(`Told Traveller ${stamp}`);
  await dialog.getByLabel(/Email Address/).fill(email);
  await dialog.getByLabel(/Preferred Date/).fill(date);
  await dialog.getByLabel('Number of People').selectOption('2');
  return dialog;
}

const isBookingPost = (url: string, method: string) => new URL(url).pathname === '/api/booking-requests' && method === 'POST';

test.describe('the booking modal, with JavaScript', () => {
  test("shows the server's reason beside the field it names, and in the toast", async ({ page }) => {
    // The browser's email check lets "name@host" through; the api asks for a domain with a dot.
    const dialog = await openFilledModal(page, `told-${stamp}@example`);
    const [refused] = await Promise.all([page.waitForResponse((r) => isBookingPost(r.url(), r.request().method())), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
    expect(refused.status()).toBe(400);
    await expect(dialog.locator('#customerEmail-error')).toHaveText('Email address must be a valid email address');
    await expect(dialog.getByLabel(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    // The destructive toast is an alert.
    await expect(page.getByRole('alert').filter({ hasText: 'Email address must be a valid email address' })).toBeVisible();
    await expect(page.getByText('Failed to send booking request')).toHaveCount(0);
  });

  test('shows on the card what was sent, its reference and a link that opens its status page', async ({ page, context }) => {
    const email = `told-card-${stamp}@example.com`;
    const dialog = await openFilledModal(page, email);
    const [sent] = await Promise.all([page.waitForResponse((r) => isBookingPost(r.url(), r.request().method())), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
    expect(sent.status()).toBe(201);
    const receipt = (await sent.json()) as { id: string; reference: string; status_url: string };
    await expect(dialog).not.toBeAttached();
    const card = page.locator('.booking-sent');
    await expect(card.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    const text = (await card.textContent())!;
    const readable = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      .formatToParts(new Date(`${date}T00:00:00Z`))
      .filter((part) => part.type !== 'literal')
      .map((part) => part.value)
      .join(' ');
    for (const fact of [tour.title, readable, '2 people', `Told Traveller ${stamp}`, email, receipt.reference]) expect(text).toContain(fact);
    // It stays: no toast that vanishes.
    await page.waitForTimeout(5500);
    await expect(card).toBeVisible();

    await Promise.all([page.waitForURL('**/booking/traveller/**'), card.getByRole('link', { name: 'Follow your request' }).click()]);
    expect(page.url()).toBe(receipt.status_url);
    await expect(page.getByText("Waiting for the provider's answer", { exact: false })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: receipt.reference })).toHaveCount(1);
    expect(await storedFor(context.request, email)).toHaveLength(1);
  });

  test('stores one request when "Send" is double-clicked', async ({ page, context }) => {
    const email = `told-dbl-${stamp}@example.com`;
    const dialog = await openFilledModal(page, email);
    await dialog.getByRole('button', { name: 'Send Booking Request' }).dblclick();
    await expect(page.locator('.booking-sent').getByRole('heading', { name: 'Request sent' })).toBeVisible();
    expect(await storedFor(context.request, email)).toHaveLength(1);
  });
});

test.describe('a request sent again after its answer was lost', () => {
  test('stores one request: the second send is answered with the first', async ({ browser }) => {
    // A context of its own: the lost answer is a network error the browser logs, which is the point here.
    const own = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    try {
      const ownPage = await own.newPage();
      const email = `told-lost-${stamp}@example.com`;
      const keys: string[] = [];
      let lost = false;
      await ownPage.route('**/api/booking-requests', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (lost) return route.continue();
        lost = true;
        // The api stores the request; its answer never reaches the page.
        await route.fetch();
        await route.abort('connectionreset');
      });
      const dialog = await openFilledModal(ownPage, email);
      await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
      await expect(dialog.getByText('Your request could not be sent: check your connection and try again.')).toBeVisible();
      const [again] = await Promise.all([ownPage.waitForResponse((r) => isBookingPost(r.url(), r.request().method())), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
      expect(again.status()).toBe(201);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const stored = await storedFor(own.request, email);
      expect(stored.map((r) => r.id)).toEqual([((await again.json()) as { id: string }).id]);
    } finally {
      await own.close();
    }
  });
});

test.describe('the booking form without JavaScript', () => {
  test('answers with a redirect to the status page, and a refresh there sends nothing again', async ({ newPage }) => {
    const { context: own, page: ownPage } = await newPage(DESKTOP, { javaScript: false });
    try {
      const email = `told-nojs-${stamp}@example.com`;
      const posts: string[] = [];
      ownPage.on('request', (r) => {
        if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
      });
      await visit(ownPage, `/tours/${tour.id}?request=1&date=${date}&people=2`);
      const dialog = ownPage.getByRole('dialog', { name: 'Request to book' });
      await dialog.getByLabel('Full Name').fill(`Told Traveller ${stamp}`);
      await dialog.getByLabel('Email Address').fill(email);
      await Promise.all([ownPage.waitForURL('**/booking/traveller/**'), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
      await expect(ownPage.getByText('Request sent. Thank you! The provider will contact you by email to confirm your booking.')).toBeVisible();
      await reload(ownPage);
      await expect(ownPage.getByText("Waiting for the provider's answer", { exact: false })).toBeVisible();
      expect(posts).toEqual([`/tours/${tour.id}/booking-request`]);
      expect(await storedFor(own.request, email)).toEqual([expect.objectContaining({ people: 2, date })]);
    } finally {
      await own.close();
    }
  });
});
