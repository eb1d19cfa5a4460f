import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { DESKTOP, PHONE, baseUrl, expect, expectHydrated, screenshot, seriousA11yViolations, test, visit } from './support/fixtures';
import { requestableDate } from './support/booking-window';

/**
 * The site in Italian, in Chromium against the production build: a traveller browses from /it/
 * to a tour, switches the tour page to English and back (the same tour each time), and sends a
 * booking request from the Italian page, whose acknowledgement comes in Italian. Screenshots of
 * each page at desktop and phone widths.
 */
let tour: { id: string; title: string; englishTitle: string };

test.beforeAll(async () => {
  const italian = (await (await fetch(`${baseUrl()}/api/tours?lang=it`)).json()) as Array<{ id: string; title: string; lang: string; maxPassengers: number }>;
  const translated = italian.find((t) => t.lang === 'it' && t.maxPassengers >= 2);
  if (!translated) throw new Error('no demo tour is translated into Italian');
  const english = (await (await fetch(`${baseUrl()}/api/tours/${translated.id}`)).json()) as { title: string };
  tour = { id: translated.id, title: translated.title, englishTitle: english.title };
});

test('a traveller browses in Italian from the home page to a tour', async ({ page, newPage }) => {
  await visit(page, '/it/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link', { name: 'Tour' })).toBeVisible();
  await expectHydrated(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, 'it-home-1280');

  await Promise.all([page.waitForURL('**/it/tours'), nav.getByRole('link', { name: 'Tour' }).click()]);
  await expect(page.getByRole('link', { name: tour.title }).first()).toBeVisible();
  await screenshot(page, 'it-tours-1280');
  await Promise.all([page.waitForURL(`**/it/tours/${tour.id}`), page.getByRole('link', { name: tour.title }).first().click()]);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
  await expect(page.getByText(/^Da/).first()).toBeVisible();
  await screenshot(page, 'it-tour-1280');

  for (const [url, name] of [
    ['/it/', 'it-home-390'],
    ['/it/tours', 'it-tours-390'],
    [`/it/tours/${tour.id}`, 'it-tour-390'],
  ] as const) {
    const { page: phone } = await newPage(PHONE);
    await visit(phone, url);
    await expectHydrated(phone);
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, name, { fullPage: true });
  }
});

test('the language switch on a tour page lands on the same tour in the other language, and back', async ({ page }) => {
  await visit(page, `/it/tours/${tour.id}`);
  await expectHydrated(page);
  const switcher = page.getByRole('navigation', { name: 'Lingua' });
  await expect(switcher.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
  await Promise.all([page.waitForURL(`**/tours/${tour.id}`), switcher.getByRole('link', { name: 'English' }).click()]);
  expect(new URL(page.url()).pathname).toBe(`/tours/${tour.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: tour.englishTitle })).toBeVisible();
  await Promise.all([page.waitForURL(`**/it/tours/${tour.id}`), page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
});

test('a booking request sent from the Italian page is acknowledged in Italian', async ({ page }) => {
  const email = `viaggiatrice-${Date.now().toString(36)}@example.com`;
  const date = await requestableDate(baseUrl());
  await visit(page, `/it/tours/${tour.id}`);
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Richiesta di prenotazione' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Nome e cognome/).fill('Giulia Esposito');
  await dialog.getByLabel(/Indirizzo email/).fill(email);
  await dialog.getByLabel(/Data preferita/).fill(date);
  await dialog.getByLabel('Numero di persone').selectOption('2');
  await screenshot(page, 'it-booking-1280');
  await dialog.getByRole('button', { name: 'Invia la richiesta di prenotazione' }).click();
  await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await screenshot(page, 'it-booking-sent-390', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  const ack = await acknowledgementTo(email);
  expect(ack.subject).toContain(tour.title);
  expect(ack.text).toContain(`Grazie: abbiamo ricevuto la Sua richiesta di prenotare ${tour.title} per `);
});

/** The acknowledgement the worker wrote for `to` (an .eml file), once it is there. */
async function acknowledgementTo(to: string): Promise<{ subject: string; text: string }> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the e2e project (its app fixture starts the app)');
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(path.join(dir, file)));
          const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (address?.includes(to)) found = { subject: mail.subject ?? '', text: mail.text ?? '' };
        }
        return found !== undefined;
      },
      { message: `the acknowledgement to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
