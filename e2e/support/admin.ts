import type { Page } from '@playwright/test';
import { expect, visit } from './fixtures';

/** The admin account of this worker's app (support/app.ts sets it). */
export const adminUsername = () => process.env.E2E_ADMIN_USERNAME ?? 'admin';
export const adminPassword = () => {
  const value = process.env.E2E_ADMIN_PASSWORD;
  if (!value) throw new Error('E2E_ADMIN_PASSWORD is not set');
  return value;
};

/** Signs in through the login screen, as staff do, and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await visit(page, '/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').fill(adminUsername());
  await page.getByLabel('Password', { exact: true }).fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
}

/**
 * A tour of the test's own in the first tour category, created through the api with the signed-in
 * page's session; `fields` override the defaults below. Answers its id.
 */
export async function createTourThroughApi(page: Page, fields: { title: string } & Record<string, unknown>): Promise<string> {
  return page.evaluate(async (given) => {
    const categories = (await (await fetch('/api/admin/categories?type=tour')).json()) as { data: Array<{ id: string }> };
    const res = await fetch('/api/admin/tours', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        short_description: 'Sunset along the coast',
        description: 'Two hours along the coast at sunset.',
        category_id: categories.data[0]?.id,
        location: 'Sorrento',
        duration: '2 hours',
        max_passengers: 10,
        meeting_point: 'Marina Grande',
        price_from: '65.00',
        provider_name: 'E2E Sunsets',
        provider_id: 'e2e-sunsets',
        ...given,
      }),
    });
    if (res.status !== 201) throw new Error(`creating the tour answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }, fields);
}

/**
 * Picks `option` (the first when none is named) of an antd Select found by its label. A dropdown
 * opened while a dialog is still animating in can close again, so opening and picking are retried.
 */
export async function choose(page: Page, label: string, option?: string): Promise<void> {
  // Only the open dropdown's options are visible; closed ones stay in the DOM while they animate out.
  const options = page.locator('.ant-select-dropdown .ant-select-item-option:visible');
  const target = option ? options.filter({ hasText: option }).first() : options.first();
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel(label, { exact: true }).click();
    try {
      await target.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
