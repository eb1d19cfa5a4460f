import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, PHONE, baseUrl, expect, expectHydrated, expectNoConsoleProblems, seriousA11yViolations, test, visit } from './support/fixtures';
import { bookingWindow } from './support/booking-window';

/**
 * Availability as a traveller meets it: the booking card's calendar (by pointer and by keyboard,
 * a sold-out and a closed day refused, a day booked with its start time), the hero search landing
 * on the list filtered by date, and the same walk without JavaScript. The tour is this spec's own,
 * its calendar and full days made through the admin and public APIs; every date comes from the app.
 */
test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36);
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.resolve(__dirname, '../../var/test/screenshots');
const WIDE = { width: 1280, height: 900 } as const;

let admin: APIRequestContext;
let tourId: string;
const title = `Calendar Cove Cruise ${stamp}`;
/** Days from the app's booking window: the first few open, one sold out, one closed. */
let open: string[];
let soldOut: string;
let closed: string;

const short = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const monthOf = (date: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

async function expectStatus(answer: Promise<{ status(): number; text(): Promise<string> }>, status: number): Promise<void> {
  const res = await answer;
  if (res.status() !== status) throw new Error(`expected ${status}, got ${res.status()}: ${await res.text()}`);
}

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  await expectStatus(admin.post('/api/admin/login', { data: { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD } }), 200);
  const categories = (await (await admin.get('/api/admin/categories?type=tour')).json()) as { data: Array<{ id: string }> };
  const created = await admin.post('/api/admin/tours', {
    data: {
      title,
      short_description: 'Sea caves and a swim stop, two departures a day',
      description: 'Round the cape by small boat.',
      category_id: categories.data[0]?.id,
      location: 'Sorrento',
      duration: '3 hours',
      max_passengers: 6,
      meeting_point: 'Marina Grande',
      price_from: '60.00',
      provider_name: 'E2E Calendar Boats',
      provider_id: 'e2e-calendar-boats',
    },
  });
  expect(created.status()).toBe(201);
  tourId = ((await created.json()) as { id: string }).id;
  // Every day, two departures of two seats each.
  await expectStatus(admin.put(`/api/admin/tours/${tourId}/calendar`, { data: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 2, departures: ['09:30', '14:30'] } }), 200);

  const availability = (await (await fetch(`${baseUrl()}/api/tours/${tourId}/availability`)).json()) as { days: Array<{ date: string; requestable: boolean }> };
  const requestable = availability.days.filter((d) => d.requestable).map((d) => d.date);
  open = requestable.slice(0, 3);
  soldOut = requestable[3]!;
  closed = requestable[4]!;
  // Both departures of one day taken by pending requests (they hold their seats), and another day closed by staff.
  for (const time of ['09:30', '14:30']) {
    const held = await fetch(`${baseUrl()}/api/booking-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerName: 'Early Bird', customerEmail: `early-${stamp}@example.com`, date: soldOut, time, people: 2, tourId }),
    });
    if (held.status !== 201) throw new Error(`holding ${soldOut} ${time} answered ${held.status}: ${await held.text()}`);
  }
  await expectStatus(admin.put(`/api/admin/tours/${tourId}/closed-dates/${closed}`, { data: { reason: 'Boat in for repairs' } }), 200);
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** Opens the booking card's calendar and turns its months until the one holding `date`. */
async function calendarAt(scope: Locator, date: string): Promise<Locator> {
  const toggle = scope.getByRole('button', { name: 'Show calendar' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const grid = scope.getByRole('grid');
  await expect(grid).toBeVisible();
  const target = date.slice(0, 7);
  for (let i = 0; i < 6; i++) {
    const shown = (await grid.getAttribute('data-month'))!;
    if (shown === target) break;
    await scope.getByRole('button', { name: shown < target ? 'Next month' : 'Previous month' }).click();
  }
  await expect(scope.page().locator(`[id="${await grid.getAttribute('aria-labelledby')}"]`)).toHaveText(monthOf(date));
  // The month's days have arrived when a day names its state.
  await expect(grid.locator(`[data-date="${date}"][aria-label*=","]`)).toBeVisible();
  return grid;
}

test.describe('the booking calendar, with JavaScript', () => {
  test('refuses a sold-out and a closed day, takes a day by pointer and another by keyboard, and books it with its start time', async ({ newPage }) => {
    const { context, page } = await newPage(WIDE);
    try {
      await visit(page, `/tours/${tourId}`);
      const card = page.locator('.booking-card');
      await expect(card.getByText(/^Next available:/)).toHaveText(`Next available: ${open.map(short).join(', ')}`);

      let grid = await calendarAt(card, soldOut);
      const full = grid.getByRole('button', { name: `${short(soldOut)}, sold out` });
      await expect(full).toHaveAttribute('aria-disabled', 'true');
      // aria-disabled keeps the day focusable and clickable (it says why); Playwright counts it as disabled.
      await full.click({ force: true });
      await expect(card.getByText(`${short(soldOut)} is sold out. Please choose another day.`)).toBeVisible();
      await expect(card.getByLabel('Date')).toHaveValue('');
      grid = await calendarAt(card, closed);
      await grid.getByRole('button', { name: `${short(closed)}, closed` }).click({ force: true });
      await expect(card.getByText(`${short(closed)} is closed for this tour. Please choose another day.`)).toBeVisible();
      await shot(page, 'tour-calendar-open-1280');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // By pointer.
      grid = await calendarAt(card, open[0]!);
      await grid.getByRole('button', { name: new RegExp(`^${short(open[0]!)}, `) }).click();
      await expect(card.getByLabel('Date')).toHaveValue(open[0]!);
      await expect(card.getByRole('grid')).toHaveCount(0);

      // By keyboard: the calendar opens on the chosen day; the right arrow moves a day, Enter takes it.
      await card.getByRole('button', { name: 'Show calendar' }).press('Enter');
      await expect(page.locator(':focus')).toHaveAttribute('data-date', open[0]!);
      await page.keyboard.press('ArrowRight');
      await expect(page.locator(':focus')).toHaveAttribute('data-date', open[1]!);
      await page.keyboard.press('Enter');
      await expect(card.getByLabel('Date')).toHaveValue(open[1]!);
      await expect(page.locator(':focus')).not.toHaveAttribute('aria-label');

      await card.getByLabel('Start time').selectOption('14:30');
      await expect(card.getByLabel('People').locator('option')).toHaveText(['1', '2']);
      await card.getByRole('button', { name: 'Send Request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(/Preferred Date/)).toHaveValue(open[1]!);
      await expect(dialog.getByLabel('Start time')).toHaveValue('14:30');
      await dialog.getByLabel(/Full Name/).fill(`Calendar Traveller ${stamp}`);
      await dialog.getByLabel(/Email Address/).fill(`calendar-${stamp}@example.com`);
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/booking-requests' && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
      const answer = await sent;
      expect(answer.status()).toBe(201);
      expect(JSON.parse(answer.request().postData()!)).toEqual(expect.objectContaining({ date: open[1], time: '14:30', people: 2, tourId }));
      await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
      expectNoConsoleProblems(page);
    } finally {
      await context.close();
    }
  });

  test('fits the calendar on a phone', async ({ newPage }) => {
    const { context, page } = await newPage(PHONE);
    try {
      await visit(page, `/tours/${tourId}`);
      const card = page.locator('.booking-card');
      const grid = await calendarAt(card, soldOut);
      await grid.scrollIntoViewIfNeeded();
      const box = (await grid.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'tour-calendar-open-390');
      // The request form's date field has the same calendar, and it fits the dialog.
      await card.getByRole('button', { name: 'Send Request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request to book' });
      const inDialog = await calendarAt(dialog, open[0]!);
      const dialogBox = (await inDialog.boundingBox())!;
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(PHONE.width);
      await inDialog.getByRole('button', { name: new RegExp(`^${short(open[0]!)}, `) }).scrollIntoViewIfNeeded();
      await shot(page, 'tour-modal-calendar-390');
      await inDialog.getByRole('button', { name: new RegExp(`^${short(open[0]!)}, `) }).click();
      await expect(dialog.getByLabel(/Preferred Date/)).toHaveValue(open[0]!);
      expectNoConsoleProblems(page);
    } finally {
      await context.close();
    }
  });
});

test.describe('the tour list by date', () => {
  test('lands from the hero search on the list filtered by the date, and lists a tour only on a day it can be asked for', async ({ newPage }) => {
    const { context, page } = await newPage(WIDE);
    try {
      await visit(page, '/');
      await page.getByLabel('Date').fill(open[0]!);
      await page.getByLabel('Guests').selectOption('2');
      await Promise.all([page.waitForURL('**/tours?**'), page.getByRole('button', { name: 'Search' }).click()]);
      await expectHydrated(page);
      const url = new URL(page.url());
      expect(url.searchParams.get('date')).toBe(open[0]);
      expect(url.searchParams.get('people')).toBe('2');
      await expect(page.getByText(/experiences? found/)).toBeVisible();
      await expect(page.getByLabel('Date')).toHaveValue(open[0]!);
      await expect(page.getByLabel('People')).toHaveValue('2');
      await expect(page.getByText('Filtered results')).toBeVisible();
      for (const note of await page.locator('.tour-card__dates').allTextContents()) expect(note).toBe(`Available on ${short(open[0]!)}`);

      // This spec's tour: listed on an open day, not on its sold-out or closed one.
      await visit(page, `/tours?search=${encodeURIComponent(stamp)}&date=${open[0]}&people=2`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('.tour-card').filter({ hasText: title }).locator('.tour-card__dates')).toHaveText(`Available on ${short(open[0]!)}`);
      await shot(page, 'tours-filtered-1280');
      for (const day of [soldOut, closed]) {
        await visit(page, `/tours?search=${encodeURIComponent(stamp)}&date=${day}`);
        await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
      }
      // Cleared, the list names the tour's next available day.
      await visit(page, `/tours?search=${encodeURIComponent(stamp)}&date=${closed}`);
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('.tour-card__dates').first()).toHaveText(/^Next available: /);
      expectNoConsoleProblems(page);
    } finally {
      await context.close();
    }
    const phone = await newPage(PHONE);
    try {
      await visit(phone.page, `/tours?date=${open[0]}&people=2&search=${encodeURIComponent(stamp)}`);
      await expect(phone.page.getByRole('heading', { name: title })).toBeVisible();
      await shot(phone.page, 'tours-filtered-390');
      await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    } finally {
      await phone.context.close();
    }
  });
});

test.describe('without JavaScript', () => {
  test('shows the next days, refuses a closed day on the date field keeping what was typed, and books an open day with its start time', async ({ newPage }) => {
    const { context, page } = await newPage(DESKTOP, { javaScript: false });
    try {
      const { firstDate } = await bookingWindow(baseUrl());
      expect(open[0]! >= firstDate).toBe(true);
      await visit(page, `/tours/${tourId}`);
      await expect(page.locator('.booking-card .next-available')).toHaveText(`Next available: ${open.map(short).join(', ')}`);
      await page.locator('.booking-card').getByLabel('Date').fill(closed);
      await page.locator('.booking-card').getByLabel('Start time').selectOption('09:30');
      await Promise.all([page.waitForURL('**request=1**'), page.getByRole('button', { name: 'Send Request' }).click()]);
      let dialog = page.getByRole('dialog', { name: 'Request to book' });
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(closed);
      await expect(dialog.getByLabel('Start time')).toHaveValue('09:30');
      await dialog.getByLabel('Full Name').fill('Nora Closed');
      await dialog.getByLabel('Email Address').fill(`nojs-calendar-${stamp}@example.com`);
      await dialog.getByLabel('Special Requests').fill('A window seat please');
      const [refused] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/booking-request')), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
      expect(refused.status()).toBe(422);
      await page.waitForLoadState();
      dialog = page.getByRole('dialog', { name: 'Request to book' });
      const dateField = dialog.getByLabel('Preferred Date');
      const message = await page.locator(`[id="${await dateField.getAttribute('aria-describedby')}"]`).textContent();
      expect(message).toContain(`${short(closed)}`);
      expect(message).toContain('closed');
      await expect(dateField).toHaveValue(closed);
      await expect(dialog.getByLabel('Full Name')).toHaveValue('Nora Closed');
      await expect(dialog.getByLabel('Special Requests')).toHaveValue('A window seat please');
      await expect(dialog.getByLabel('Start time')).toHaveValue('09:30');

      await dateField.fill(open[2]!);
      const [sent] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/booking-request')), dialog.getByRole('button', { name: 'Send Booking Request' }).click()]);
      expect(sent.status()).toBe(303);
      await page.waitForURL('**/booking/traveller/**');
      await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});
