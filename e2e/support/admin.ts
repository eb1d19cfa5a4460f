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
