import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { PHONE, expect, screenshot, seriousA11yViolations, test, visit } from './support/fixtures';

/**
 * A demo tour's Italian translation in the back office, in Chromium against the real api: the
 * English changes, so the list and the form flag the Italian as stale; staff edit the Italian
 * title beside the English and save, and the list and the form show it current again. On a
 * phone the English stands above each field.
 */
const TOUR = 'Neapolitan Pizza Masterclass in Naples';

/** The tours list searched for the demo tour: its row. */
async function tourRow(page: Page) {
  await visit(page, '/admin/tours');
  await page.getByLabel('Search tours').fill(TOUR);
  const row = page.getByRole('row').filter({ hasText: TOUR });
  await expect(row).toHaveCount(1);
  return row;
}

test('an admin updates a demo tour’s stale Italian translation beside its English, and the list and the form show it current', async ({ page }) => {
  await signIn(page);
  await expect((await tourRow(page)).getByText('IT current')).toBeVisible();

  // The English changes: the Italian was made from the English as it was.
  await page.getByRole('link', { name: `Edit ${TOUR}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  const meetingPoint = page.getByLabel('Meeting point', { exact: true });
  await meetingPoint.fill('Via dei Tribunali 94, Naples: at the counter inside');
  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
  await expect((await tourRow(page)).getByText('IT stale')).toBeVisible();

  await page.getByRole('link', { name: `Edit ${TOUR}` }).click();
  await page.getByRole('tab', { name: /Italiano/ }).click();
  await expect(page).toHaveURL(/\?lang=it$/);
  await expect(page.getByText('The English text changed after this translation')).toBeVisible();
  const italian = page.locator('form#tour-translation-it');
  await expect(italian.getByRole('group', { name: 'Meeting point in English' })).toContainText('at the counter inside');
  const title = italian.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Lezione di pizza napoletana con un pizzaiolo a Napoli');
  await title.fill('Lezione di pizza napoletana a Napoli');
  await italian.getByLabel('Meeting point', { exact: true }).fill('Via dei Tribunali 94, Napoli: al banco, dentro la pizzeria');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await italian.getByRole('button', { name: 'Save translation' }).click();
  await expect(page.getByText('Translation saved')).toBeVisible();
  await expect(page.getByText('Up to date with the English text.')).toBeVisible();
  await expect(page.getByText('The English text changed after this translation')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Italiano/ })).not.toContainText('stale');
  await screenshot(page, 'admin-tour-italian-desktop', { fullPage: true });

  // Read again from the server, the form and the list agree.
  await visit(page, page.url());
  await expect(page.locator('form#tour-translation-it').getByLabel('Title', { exact: true })).toHaveValue('Lezione di pizza napoletana a Napoli');
  await expect(page.getByText('Up to date with the English text.')).toBeVisible();
  await expect((await tourRow(page)).getByText('IT current')).toBeVisible();
});

test('on a phone, the English of a demo tour’s Italian translation stands above each field rather than beside it', async ({ newPage }) => {
  const phone = await newPage(PHONE);
  await signIn(phone.page);
  const editPath = await (await tourRow(phone.page)).getByRole('link', { name: `Edit ${TOUR}` }).getAttribute('href');
  await visit(phone.page, `${editPath}?lang=it`);
  const form = phone.page.locator('form#tour-translation-it');
  const reference = await form.getByRole('group', { name: 'Title in English' }).boundingBox();
  const field = await form.getByLabel('Title', { exact: true }).boundingBox();
  expect(reference && field && field.y > reference.y + reference.height - 1).toBe(true);
  await screenshot(phone.page, 'admin-tour-italian-phone', { fullPage: true });
});
