import type { Page } from '@playwright/test';
import { requestableDate } from './support/booking-window';
import { signIn } from './support/admin';
import { PHONE, baseUrl, expect, screenshot, seriousA11yViolations, test, visit } from './support/fixtures';

/**
 * A tour's calendar in the back office, in Chromium against the real api: the month shows a
 * day's request, staff close the day and see it closed (and travellers' availability with it),
 * reopen it, and close another for bad weather after the confirmation names whom it tells.
 */
const stamp = Date.now().toString(36);

/** A tour of this spec's own with a daily capacity, made through the api with the page's session; answers its id. */
async function tourWithCalendar(page: Page, title: string): Promise<string> {
  return page.evaluate(async (tourTitle) => {
    const categories = (await (await fetch('/api/admin/categories?type=tour')).json()) as { data: Array<{ id: string }> };
    const json = { 'content-type': 'application/json' };
    const res = await fetch('/api/admin/tours', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        title: tourTitle,
        short_description: 'Along the cliffs by kayak',
        description: 'Three hours under the cliffs of Positano.',
        category_id: categories.data[0]?.id,
        location: 'Positano',
        duration: '3 hours',
        max_passengers: 6,
        meeting_point: 'Spiaggia Grande',
        price_from: '65.00',
        provider_name: 'E2E Kayaks',
        provider_id: 'e2e-kayaks',
      }),
    });
    if (res.status !== 201) throw new Error(`creating the tour answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const calendar = await fetch(`/api/admin/tours/${id}/calendar`, { method: 'PUT', headers: json, body: JSON.stringify({ seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 6 }) });
    if (calendar.status !== 200) throw new Error(`setting the calendar answered ${calendar.status}: ${await calendar.text()}`);
    return id;
  }, title);
}

async function sendRequest(page: Page, tourId: string, date: string, customerName: string): Promise<void> {
  const status = await page.evaluate(
    async ({ tourId, date, customerName }) =>
      (
        await fetch('/api/booking-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customerName, customerEmail: 'e2e.kayak@example.com', date, people: 2, tourId }),
        })
      ).status,
    { tourId, date, customerName },
  );
  expect(status).toBe(201);
}

const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

async function dayState(page: Page, tourId: string, date: string): Promise<string> {
  return page.evaluate(async ({ tourId, date }) => {
    const res = await fetch(`/api/tours/${tourId}/availability?from=${date}&to=${date}`);
    return ((await res.json()) as { days: Array<{ state: string }> }).days[0]!.state;
  }, { tourId, date });
}

test.describe('the admin calendar of a tour', () => {
  test.beforeAll(() => {
  });

  test('shows a day with its request, closes it (travellers see it closed) and reopens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    const title = `Kayak calendar ${stamp}`;
    const tourId = await tourWithCalendar(page, title);
    const date = await requestableDate(baseUrl(), 3);
    await sendRequest(page, tourId, date, 'Greta Calendar');

    // Reached from the tour list, as staff do.
    await visit(page, `/admin/tours`);
    await page.getByLabel('Search tours').fill(title);
    await page.getByRole('link', { name: `Calendar of ${title}` }).click();
    await expect(page.getByRole('heading', { name: `Calendar: ${title}` })).toBeVisible();
    // A reload of the calendar is a page the server knows (200), not a missing one.
    const answer = await visit(page, `/admin/tours/${tourId}/calendar?month=${date.slice(0, 7)}`);
    expect(answer?.status()).toBe(200);
    const day = page.getByRole('button', { name: new RegExp(`^${longDay(date)}`) });
    await expect(day).toContainText(`${longDay(date)}: Available: 4 seats left, 1 request`);
    await day.click();
    await expect(page.getByRole('list', { name: 'Requests for this day' }).getByText('Greta Calendar')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'calendar-1280', { fullPage: true });

    await page.getByLabel('Reason for closing (optional)').fill('Guide away');
    await page.getByRole('button', { name: 'Close this day' }).click();
    await expect(page.getByText('Day closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `${longDay(date)}: Closed: Guide away, 1 request` })).toBeVisible();
    await expect(page.getByText('Closed: Guide away').first()).toBeVisible();
    expect(await dayState(page, tourId, date)).toBe('closed');

    await page.getByRole('button', { name: 'Reopen this day' }).click();
    await expect(page.getByText('Day reopened', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `${longDay(date)}: Available: 4 seats left, 1 request` })).toBeVisible();
    expect(await dayState(page, tourId, date)).toBe('available');

    // The tour form edits the same calendar: a start time added there shows in the month.
    await page.getByRole('link', { name: 'Edit Tour' }).click();
    await expect(page.getByLabel('Daily capacity')).toHaveValue('6');
    await page.getByRole('button', { name: 'Add season' }).click();
    await page.getByLabel('Season 1 first day').fill('01-01');
    await page.getByLabel('Season 1 last day').fill('12-31');
    await page.getByLabel('New start time').fill('09:30');
    await page.getByLabel('New start time').press('Enter');
    await page.getByText('Availability', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'tour-form-availability-1280');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated', { exact: true })).toBeVisible();
    const calendar = await page.evaluate(async (id) => (await (await fetch(`/api/admin/tours/${id}/calendar`)).json()) as { seasons: unknown; departures: unknown }, tourId);
    expect(calendar).toMatchObject({ seasons: [{ from: '01-01', to: '12-31' }], departures: ['09:30'] });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('closes a day for bad weather after saying how many requests and travellers it touches', async ({ page }) => {
      await signIn(page);
      const title = `Kayak weather ${stamp}`;
      const tourId = await tourWithCalendar(page, title);
      const date = await requestableDate(baseUrl(), 5);
      await sendRequest(page, tourId, date, 'Hugo Storm');
      await sendRequest(page, tourId, date, 'Iris Storm');

      await visit(page, `/admin/tours/${tourId}/calendar?month=${date.slice(0, 7)}`);
      await page.getByRole('button', { name: new RegExp(`^${longDay(date)}`) }).click();
      await expect(page.getByRole('list', { name: 'Requests for this day' }).getByText('Iris Storm')).toBeVisible();
      await screenshot(page, 'calendar-390', { fullPage: true });

      await page.getByRole('button', { name: 'Bad weather' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bad weather' });
      await dialog.getByLabel('What is the weather doing?').fill('Rough sea, the kayaks stay on the beach');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      // The same address sent both requests: one person to tell.
      await expect(dialog.getByText('This will cancel 2 requests and email 1 traveller.', { exact: false })).toBeVisible();
      await screenshot(page, 'weather-confirm-390');
      expect(await dayState(page, tourId, date)).not.toBe('closed');

      await dialog.getByRole('button', { name: 'Close and cancel' }).click();
      await expect(page.getByText('Day closed for bad weather', { exact: true })).toBeVisible();
      expect(await dayState(page, tourId, date)).toBe('closed');
      const requests = page.getByRole('list', { name: 'Requests for this day' });
      await expect(requests.getByText('cancelled').first()).toBeVisible();
      await expect(requests.getByText('cancelled')).toHaveCount(2);
      await screenshot(page, 'weather-done-390', { fullPage: true });

      await visit(page, `/admin/tours/${tourId}/edit`);
      await page.getByText('Availability', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, 'tour-form-availability-390');
    });
  });
});
