import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { adminUsername, choose, createTourThroughApi, signIn } from './support/admin';
import { expect, reload, test, visit } from './support/fixtures';

/**
 * The audit trail in the back office, in Chromium against the real api: a tour's price change
 * shows in the tour's own history with its before and after, and the Activity page narrows
 * the trail by person, kind of item, action and dates.
 */
const stamp = Date.now().toString(36);



const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('the audit trail', () => {
  test("records a tour's price change, shown in the tour's history with before and after", async ({ page }) => {
    const title = `E2E Sunset cruise ${stamp}`;
    await signIn(page);
    const id = await createTourThroughApi(page, { title });
    await visit(page, `/admin/tours/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
    await page.getByLabel('Price from').fill('80');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated')).toBeVisible();

    await visit(page, `/admin/tours/${id}/edit`);
    const history = page.getByTestId('item-history');
    // The tour's own entries (the form also saves the tour's calendar, which has entries of its own).
    const updated = history.getByRole('button', { name: new RegExp(`^Updated · by ${adminUsername()}`) });
    await expect(updated).toHaveCount(1);
    await expect(history.getByRole('button', { name: new RegExp(`^Created · by ${adminUsername()}`) })).toHaveCount(1);
    await updated.click();
    const change = history.getByTestId('activity-changes').getByRole('listitem').filter({ hasText: 'price_from' });
    await expect(change).toContainText('65.00');
    await expect(change).toContainText('80.00');
  });

  test('filters the Activity page by person, kind of item, action and dates', async ({ page }) => {
    const title = `E2E Lemon walk ${stamp}`;
    const stranger = `e2e-stranger-${stamp}`;
    await signIn(page);
    const id = await createTourThroughApi(page, { title });
    const refused = await page.evaluate(
      async (username) => (await fetch('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'not the password' }) })).status,
      stranger,
    );
    expect(refused).toBe(401);

    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    await choose(page, 'Person', stranger);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Sign-in failed');
    await page.getByRole('button', { name: 'Clear Filters' }).click();

    await choose(page, 'Kind of item', 'Tour');
    await choose(page, 'Action', 'Created');
    await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
    for (const row of await rows(page).all()) await expect(row).toContainText('Created');
    await rows(page).filter({ hasText: title }).click();
    await expect(page.getByTestId('activity-changes').filter({ hasText: 'price_from' }).first()).toContainText('65.00');

    // The export holds what the filters show, every page of it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const exported = parse(await readFile((await download.path())!), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((row) => row.kind === 'tour' && row.action === 'create')).toBe(true);
    expect(exported.filter((row) => row.item_label === title)).toHaveLength(1);

    await page.getByPlaceholder('From').fill('2000-01-01');
    await page.getByPlaceholder('To').fill('2000-01-02');
    await page.getByPlaceholder('To').press('Enter');
    await expect(page.getByText('No activity matches these filters')).toBeVisible();
    expect(id).not.toBe('');

    // The page's own address loads it too (the server knows it as a back office screen).
    await reload(page);
    await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  });
});
