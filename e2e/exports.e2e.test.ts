import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { requestableDate } from './support/booking-window';
import { signIn } from './support/admin';
import { baseUrl, expect, test, visit } from './support/fixtures';

/**
 * The booking requests export in Chromium against the real api: staff filter the list, press
 * "Export CSV", and the file the browser downloads holds the requests those filters match, its
 * accents intact and a formula typed into the booking form neutralised.
 */
const stamp = Date.now().toString(36);

async function sendRequest(page: Page, body: Record<string, unknown>): Promise<string> {
  const answer = await page.evaluate(async (request) => {
    const res = await fetch('/api/booking-requests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
    return { status: res.status, body: (await res.json()) as { id: string } };
  }, body);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

/** Presses Export CSV and reads the downloaded file back: its first bytes and its rows. */
async function exportCsv(page: Page): Promise<{ filename: string; bytes: Buffer; rows: Array<Record<string, string>> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const bytes = await readFile((await download.path())!);
  return { filename: download.suggestedFilename(), bytes, rows: parse(bytes, { bom: true, columns: true }) as Array<Record<string, string>> };
}

test('staff download the booking requests the list shows and read them back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const tours = (await (await fetch(`${baseUrl()}/api/tours`)).json()) as Array<{ id: string; maxPassengers: number }>;
  const tourId = tours.find((t) => t.maxPassengers >= 2)!.id;
  const date = await requestableDate(baseUrl(), 5);
  const accented = `Zoë Ñúñez-Çelik ${stamp}`;
  const pendingId = await sendRequest(page, { tourId, date, people: 2, customerName: accented, customerEmail: `zoe.${stamp}@example.com`, message: '=HYPERLINK("http://evil.example","click")' });
  const confirmedId = await sendRequest(page, { tourId, date, people: 3, customerName: `Confirmed Export ${stamp}`, customerEmail: `confirmed.${stamp}@example.com` });
  const put = await page.evaluate(
    async (id) => (await fetch(`/api/admin/booking-requests/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'confirmed' }) })).status,
    confirmedId,
  );
  expect(put).toBe(200);

  await visit(page, '/admin/booking-requests');
  await expect(page.getByRole('heading', { name: 'Booking Requests' })).toBeVisible();
  const all = await exportCsv(page);
  expect(all.filename).toMatch(/^booking-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const mine = all.rows.find((r) => r.id === pendingId)!;
  expect(mine).toMatchObject({ customer_name: accented, status: 'pending', people: '2', date, message: `'=HYPERLINK("http://evil.example","click")` });
  expect(all.rows.some((r) => r.id === confirmedId)).toBe(true);

  // With the list filtered to confirmed requests, the export holds those only.
  await page.getByLabel('Filter by status', { exact: true }).click();
  // Only the open dropdown's options are visible (antd keeps closed ones in the page).
  await page.locator('.ant-select-dropdown .ant-select-item-option:visible', { hasText: 'Confirmed' }).first().click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /status=confirmed/);
  const confirmed = await exportCsv(page);
  expect(confirmed.rows.length).toBeGreaterThan(0);
  expect(new Set(confirmed.rows.map((r) => r.status))).toEqual(new Set(['confirmed']));
  expect(confirmed.rows.find((r) => r.id === confirmedId)).toMatchObject({ customer_name: `Confirmed Export ${stamp}`, people: '3' });
  expect(confirmed.rows.some((r) => r.id === pendingId)).toBe(false);
});
