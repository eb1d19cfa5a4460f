import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { DecideBookingRequest, SweepBookingDeadlines } from '../../src/modules/bookings';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { TestClock, requestRow } from './booking-links';
import { mentions } from '../support/references';

/**
 * Every booking email, rendered through the real subscribers and a real SMTP sink, reads well
 * on a phone: no layout wider than a phone's screen, and sentences without doubled punctuation
 * or brackets inside brackets, whatever the provider and the traveller typed.
 */
const PHONE_WIDTH_PX = 360;

/** What a reader sees of the HTML part: its text, tags dropped and entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Doubled punctuation ("..", '.".', ".).", ",.", ",,") and brackets opened inside brackets. A
 * comma after an initial's full stop ("Dear Laura B.,") is how names are written, not a fault.
 */
function punctuationFaults(text: string): string[] {
  const faults: string[] = [];
  for (const m of text.matchAll(/[.!?,;:]["'”’)\]]*[.;]|,["'”’)\]]*,|\(\(|\)\)/g)) faults.push(`"${text.slice(Math.max(0, m.index - 30), m.index + 10).replace(/\s+/g, ' ')}"`);
  for (const line of text.split('\n')) {
    let depth = 0;
    for (const c of line) {
      depth += c === '(' ? 1 : c === ')' ? -1 : 0;
      if (depth > 1) {
        faults.push(`nested brackets in "${line.trim()}"`);
        break;
      }
    }
  }
  return faults;
}

/** Widths fixed wider than a phone, as attributes or CSS (max-width is what lets a layout shrink, so it is fine). */
function fixedWidths(html: string): string[] {
  const widths = [...html.matchAll(/\swidth="(\d+)(?:px)?"/g), ...html.matchAll(/(?<![-\w])(?:min-)?width\s*:\s*(\d+)px/g)];
  return widths.filter((m) => Number(m[1]) > PHONE_WIDTH_PX).map((m) => m[0].trim());
}

let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let tourId: string;
const clock = new TestClock();

beforeAll(async () => {
  clock.moveTo('2027-03-01T09:00:00Z', 0);
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' }, { clock });
  worker = startTestWorker(app);
  const cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test', 'Capri by Boat (Gozzo)');
  await tourWithProvider(app, cookie, 'other@capri-blue.test', 'Amalfi by Boat');
});
afterAll(async () => {
  await worker?.close();
  await app?.close();
  await sink?.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const decide = (id: string, actor: ConstructorParameters<typeof DecideBookingRequest>[1], decision: ConstructorParameters<typeof DecideBookingRequest>[2]) =>
  app.runtime.commands.execute(new DecideBookingRequest(id, actor, decision));
async function request(date: string, emails: number): Promise<string> {
  const { id } = await submitBooking(app, tourId, { date, customerName: 'Laura B.', message: 'Could we stop for lunch (and a swim)?' });
  await sink.waitFor((r) => about(id, r).length >= emails);
  return id;
}
const waitForEmails = (id: string, n: number) => sink.waitFor((r) => about(id, r).length >= n, 30_000);

describe('booking emails on a phone', () => {
  it('every email is fluid and free of doubled punctuation and nested brackets', async () => {
    // Submitted, proposed another date (a note ending in a full stop), declined by the traveller.
    const proposed = await request('2027-06-12', 2);
    await decide(proposed, { kind: 'provider' }, { action: 'propose', date: '2027-06-14', note: 'The sea should be calmer then.' });
    await waitForEmails(proposed, 3);
    await decide(proposed, { kind: 'traveller' }, { action: 'decline-proposal' });
    await waitForEmails(proposed, 5);
    // Declined by the provider with a reason that ends in a full stop.
    const declined = await request('2027-06-15', 2);
    await decide(declined, { kind: 'provider' }, { action: 'decline', reason: 'Fully booked that day.' });
    await waitForEmails(declined, 3);
    // A proposal the traveller accepts; a request the provider confirms; one the traveller cancels.
    const accepted = await request('2027-06-16', 2);
    await decide(accepted, { kind: 'provider' }, { action: 'propose', date: '2027-06-17', note: null });
    await waitForEmails(accepted, 3);
    await decide(accepted, { kind: 'traveller' }, { action: 'accept-proposal' });
    await waitForEmails(accepted, 5);
    const confirmed = await request('2027-06-18', 2);
    await decide(confirmed, { kind: 'provider' }, { action: 'confirm' });
    await waitForEmails(confirmed, 3);
    const cancelled = await request('2027-06-19', 2);
    await decide(cancelled, { kind: 'traveller' }, { action: 'cancel', reason: null });
    await waitForEmails(cancelled, 4);
    // Left unanswered: both reminders, then the expiry with similar tours.
    const expired = await request('2027-06-20', 2);
    const { respond_by } = await requestRow(app, expired);
    const row = await app.runtime.orm.em.getConnection().execute<Array<{ first: Date; last: Date }>>('select first_reminder_at as first, last_reminder_at as last from bookings.booking_requests where id = ?', [expired]);
    for (const [at, n] of [[row[0]!.first, 3], [row[0]!.last, 4], [respond_by!, 5]] as const) {
      clock.moveTo(at);
      await app.runtime.commands.execute(new SweepBookingDeadlines());
      await waitForEmails(expired, n);
    }
    await eventsSettled(app, 30_000);

    const templates = new Set(sink.received.map((m) => /^<[^.]+\.([a-z-]+)@/.exec(m.messageId)?.[1]));
    expect([...templates].sort()).toEqual(['customer-booking-received', 'customer-booking-status', 'customer-date-proposal', 'provider-booking-request', 'provider-decision-notice', 'provider-reminder']);
    const faults = sink.received.flatMap((m) =>
      [
        ...punctuationFaults(m.subject).map((f) => `subject ${f}`),
        ...punctuationFaults(m.text).map((f) => `text ${f}`),
        ...punctuationFaults(visibleText(m.html)).map((f) => `html ${f}`),
        ...fixedWidths(m.html).map((w) => `fixed ${w}`),
      ].map((f) => `${m.subject}: ${f}`),
    );
    expect(faults).toEqual([]);
    for (const m of sink.received) expect(m.html).toContain('max-width:600px');
  }, 120_000);
});
