import { readdir, readFile } from 'node:fs/promises';
import { requestableDate } from './support/booking-window';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { DESKTOP, PHONE, baseUrl, expect, screenshot, seriousA11yViolations, test, visit } from './support/fixtures';

/**
 * The booking links in Chromium against the production build: a request sent through the
 * api, its emails as the worker writes them (.eml files), the provider's page from the email's
 * Confirm link (with JavaScript off: the pages need none) and the traveller's status page from
 * the acknowledgement, where they cancel. The demo providers list Italian first, so the
 * provider's side is in Italian; the request is sent in English, so the traveller's is in
 * English. Screenshots at phone and desktop widths.
 */
interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The emails about a request (they quote its reference), once `n` of them are written. */
async function mailsAbout(reference: string, n: number): Promise<Mail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the e2e project (its global setup starts the app)');
  const read = async (): Promise<Mail[]> => {
    const files = await readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.filter((f) => f.endsWith('.eml')).map(async (f) => {
        const parsed = await simpleParser(await readFile(path.join(dir, f)));
        const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
        return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }),
    );
    return mails.filter((m) => m.text.includes(reference));
  };
  let about: Mail[] = [];
  await expect.poll(async () => (about = await read()).length, { message: `the emails about ${reference}`, timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  return about;
}

/** The path of the email's link labelled `label` ('Confirm: <url>' in the text part). */
function link(mail: Mail, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no ${label} link in ${mail.subject}`);
  return new URL(line.slice(label.length + 2).trim()).pathname;
}

/** The path of the bare link on the line after the one containing `intro`. */
function linkAfter(mail: Mail, intro: string): string {
  const lines = mail.text.split('\n');
  const i = lines.findIndex((l) => l.includes(intro));
  if (i < 0) throw new Error(`no "${intro}" in ${mail.subject}`);
  return new URL(lines[i + 1]!.trim()).pathname;
}

const stamp = Date.now().toString(36);

async function sendRequest(customerEmail: string): Promise<{ reference: string; provider: Mail; traveller: Mail }> {
  const tours = (await (await fetch(`${baseUrl()}/api/tours`)).json()) as Array<{ id: string }>;
  const res = await fetch(`${baseUrl()}/api/booking-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerName: `Giulia Esposito ${stamp}`, customerEmail, date: await requestableDate(baseUrl(), 30), people: 2, message: 'Can we swim at the Blue Grotto?', tourId: tours[0]!.id }),
  });
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const mails = await mailsAbout(reference, 2);
  return { reference, provider: mails.find((m) => m.subject.startsWith('Nuova richiesta di prenotazione'))!, traveller: mails.find((m) => m.to.includes(customerEmail))! };
}

test('the provider opens Confirm from the email and confirms on the page, with JavaScript off', async ({ newPage }) => {
  const { reference, provider } = await sendRequest('e2e-provider@example.com');
  const { context, page } = await newPage(PHONE, { javaScript: false });
  const answer = await visit(page, link(provider, 'Conferma'));
  expect(answer!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { name: 'Confermare questa prenotazione?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Disponibilità del giorno' })).toBeVisible();
  await screenshot(page, 'booking-provider-confirm-phone');
  const note = 'We meet you at the pier at 8:45. Bring a towel and sun cream.';
  await page.getByLabel('Nota per il cliente (facoltativa: dettagli sul ritiro, cosa portare)').fill(note);
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByText('Ha confermato questa prenotazione. Il cliente è stato avvisato via email.')).toBeVisible();
  await screenshot(page, 'booking-provider-confirmed-phone');
  const confirmed = (await mailsAbout(reference, 3)).find((m) => m.subject.startsWith('Your booking is confirmed'));
  expect(confirmed?.to).toContain('e2e-provider@example.com');
  expect(confirmed?.text).toContain(note);
  expect(confirmed?.text).toMatch(/Price:\s+From €[\d,.]+ (x 2 people: €[\d,.]+|per \w+), paid to the provider on the day/);

  // The traveller's page from the confirmation: the day's details, the note, and the Cancel button.
  await context.close();
  const status = new URL(/http:\/\/\S+\/booking\/traveller\/[A-Za-z0-9_-]{43}/.exec(confirmed!.text)![0]).pathname;
  const traveller = await newPage(PHONE);
  await visit(traveller.page, status);
  await expect(traveller.page.getByRole('heading', { name: 'Your day' })).toBeVisible();
  await expect(traveller.page.getByText(note)).toBeVisible();
  await expect(traveller.page.getByRole('button', { name: 'Cancel my booking' })).toBeVisible();
  expect(await seriousA11yViolations(traveller.page)).toEqual([]);
  await screenshot(traveller.page, 'booking-traveller-confirmed-phone');
  await traveller.context.close();
});

test('the traveller follows the request from the acknowledgement and cancels it', async ({ newPage }) => {
  const { reference, traveller } = await sendRequest('e2e-traveller@example.com');
  const { context, page } = await newPage(DESKTOP);
  await visit(page, linkAfter(traveller, 'Follow your request'));
  await expect(page.getByText("Waiting for the provider's answer")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, 'booking-traveller-status-desktop');
  await page.getByRole('button', { name: 'Cancel my request' }).click();
  await expect(page.getByText('Your request is cancelled. The provider has been told by email.')).toBeVisible();
  await screenshot(page, 'booking-traveller-cancelled-desktop');
  const mails = await mailsAbout(reference, 4);
  expect(mails.some((m) => m.subject.startsWith('Il cliente ha annullato la richiesta'))).toBe(true);
  await context.close();
});

test("the back office shows who decided, in the list's filter and the request's timeline", async ({ newPage }) => {
  const { context, page } = await newPage(DESKTOP);
  await visit(page, '/admin/login');
  await page.getByLabel('Username').fill(process.env.E2E_ADMIN_USERNAME!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByText('Median provider response')).toBeVisible();
  await visit(page, '/admin/booking-requests');
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ requests/)).toBeVisible();
  await page.getByLabel('Filter by who decided', { exact: true }).click();
  await page.locator('.ant-select-dropdown .ant-select-item-option:visible').filter({ hasText: 'Decided by provider' }).first().click();
  await expect(page.getByText('Showing 1 to 1 of 1 requests')).toBeVisible();
  await page.getByRole('button', { name: `View details of the request from Giulia Esposito ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Request Details' });
  await expect(dialog.getByText('Confirmed by provider')).toBeVisible();
  await expect(dialog.getByText('Provider opened the page')).toBeVisible();
  // The timeline's facts (Respond by, Decided by) start their values at one left edge, whatever their labels' widths.
  const valueLefts = await dialog
    .locator('.ant-descriptions')
    .last()
    .locator('.ant-descriptions-item-content')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  expect(valueLefts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(valueLefts).size).toBe(1);
  // The dialog fades in: the screenshot waits for its animations to finish.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await screenshot(page, 'booking-admin-timeline-desktop');
  await context.close();
});
