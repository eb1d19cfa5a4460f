import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { linkAfter, linkIn, requestRow } from './booking-links';

/** Chromium walks the provider's and the traveller's pages (server-rendered, no frontend build needed); screenshots in var/test/screenshots. */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let browser: Browser;
let tourId: string;
const shots = path.resolve(__dirname, '../../../var/test/screenshots');
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' });
  worker = startTestWorker(app);
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(shots, { recursive: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await worker?.close();
  await app?.close();
  await sink?.close();
});

async function newRequest(customerEmail: string) {
  const { id } = await submitBooking(app, tourId, { customerName: 'Giulia Esposito', customerEmail, date: '2027-05-15', people: 3, message: 'Can we swim at the Blue Grotto?' });
  await sink.waitFor((r) => r.filter((m) => m.text.includes(id)).length >= 2);
  await eventsSettled(app);
  const mails = sink.received.filter((m) => m.text.includes(id));
  return { id, provider: mails.find((m) => m.to.includes('captain@capri-blue.test'))!, traveller: mails.find((m) => m.to.includes(customerEmail))! };
}

it('the provider confirms from the page the email link opens, without JavaScript', async () => {
  const { id, provider } = await newRequest('giulia@example.com');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${linkIn(provider, 'Confirm')}`);
  await page.getByRole('heading', { name: 'Confirm this booking?' }).waitFor();
  await page.screenshot({ path: path.join(shots, 'booking-provider-confirm.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText('You confirmed this booking. The traveller has been told by email.').waitFor();
  await page.screenshot({ path: path.join(shots, 'booking-provider-confirmed.png'), fullPage: true });
  expect((await requestRow(app, id)).status).toBe('confirmed');
  await context.close();
}, 30_000);

it('the traveller follows the request and cancels it from the status page', async () => {
  const { id, traveller } = await newRequest('marco@example.com');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${linkAfter(traveller, 'Follow your request')}`);
  await page.getByText('Waiting for the provider').waitFor();
  await page.screenshot({ path: path.join(shots, 'booking-traveller-status.png'), fullPage: true });
  await page.getByRole('button', { name: 'Cancel my request' }).click();
  await page.getByText('Your request is cancelled. The provider has been told by email.').waitFor();
  await page.screenshot({ path: path.join(shots, 'booking-traveller-cancelled.png'), fullPage: true });
  expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'traveller' });
  await context.close();
}, 30_000);
