import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { TestClock, linkIn, postForm, requestRow } from './booking-links';
import { mentions } from '../support/references';

let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
const clock = new TestClock();
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp(
    { ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKINGS_INBOX: 'requests@costiera.test', BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' },
    { clock },
  );
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const setCapacity = async (capacity: number) => {
  const res = await app.request('PUT', `/api/admin/tours/${tourId}/calendar`, { cookie, body: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity } });
  expect(res.status).toBe(200);
};

/** A request and the Confirm link of its provider email. */
async function requestWithConfirmLink(customerEmail: string): Promise<{ id: string; confirm: string }> {
  const { id } = await submitBooking(app, tourId, { customerEmail, date: '2027-06-12', people: 2 });
  await sink.waitFor((received) => received.some((m) => m.to.includes('captain@capri-blue.test') && mentions(m, id)));
  await eventsSettled(app);
  const mail = sink.received.find((m) => m.to.includes('captain@capri-blue.test') && mentions(m, id))!;
  return { id, confirm: linkIn(mail, 'Confirm') };
}

describe('providers confirming from their emails', () => {
  it('of two providers confirming the last seats at once, exactly one wins; the other is told how many seats are left', async () => {
    await setCapacity(4);
    const first = await requestWithConfirmLink('first@example.com');
    const second = await requestWithConfirmLink('second@example.com');
    // Staff then take a seat away: both requests still wait, only one of them fits.
    await setCapacity(3);

    const pages = await Promise.all([postForm(app, first.confirm), postForm(app, second.confirm)]);
    expect(pages.map((p) => p.status).sort()).toEqual([200, 400]);
    const refused = pages.find((p) => p.status === 400)!;
    expect(refused.text).toContain('Sat 12 Jun 2027 cannot take this request: only 1 seat is left and it is for 2 people');
    const statuses = [(await requestRow(app, first.id)).status, (await requestRow(app, second.id)).status].sort();
    expect(statuses).toEqual(['confirmed', 'pending']);
  });
});
