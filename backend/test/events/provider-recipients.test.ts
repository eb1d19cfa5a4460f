import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from './fixtures';
import { bookingsSettings } from '../../src/modules/bookings';
import { mentions } from '../support/references';

const INBOX = 'requests@costiera.test';
let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
afterAll(() => sink.close());

/** An api and a worker on the sink, with the given copy setting (absent: the default). */
async function stack(copy?: 'true' | 'false'): Promise<{ app: TestApp; worker: EventWorker; cookie: string; close: () => Promise<void> }> {
  const app = await startTestApp({
    ...FAST_EVENTS_ENV,
    SMTP_URL: sink.url,
    BOOKINGS_INBOX: INBOX,
    MAIL_FROM: 'Costiera <no-reply@costiera.test>',
    BOOKING_REQUESTS_PER_MINUTE: '1000',
    ...(copy ? { BOOKINGS_COPY_TO_INBOX: copy } : {}),
  });
  const worker = startTestWorker(app);
  const cookie = await app.signInAsAdmin();
  return { app, worker, cookie, close: async () => { await worker.close(); await app.close(); } };
}

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const providerEmailOf = async (app: TestApp, id: string) => {
  await sink.waitFor((r) => about(id, r).length >= 2);
  await eventsSettled(app);
  const mails = about(id);
  expect(mails).toHaveLength(2);
  return mails.find((m) => m.subject.startsWith('New booking request'))!;
};

describe('who gets the provider email', () => {
  it('goes to every address of the provider, with a blind copy to the bookings inbox by default', async () => {
    const s = await stack();
    try {
      const tourId = await tourWithProvider(s.app, s.cookie, ['captain@capri-blue.test', 'office@capri-blue.test'], 'Capri by Boat');
      const { id } = await submitBooking(s.app, tourId, { customerEmail: 'ana@example.com' });
      const mail = await providerEmailOf(s.app, id);
      expect(mail.to).toEqual(['captain@capri-blue.test', 'office@capri-blue.test', INBOX]);
      expect(mail.headerTo).toContain('captain@capri-blue.test');
      expect(mail.headerTo).toContain('office@capri-blue.test');
      // A blind copy: the providers do not see the inbox's address.
      expect(mail.headerTo).not.toContain(INBOX);
      expect(mail.headers.cc).toBeUndefined();
      expect(mail.headers.bcc).toBeUndefined();
      expect(mail.replyTo).toContain('ana@example.com');
      // The traveller's acknowledgement says replies reach the provider (its first address).
      expect(about(id).find((m) => m.to[0] === 'ana@example.com')!.replyTo).toContain('captain@capri-blue.test');

      // A tour whose provider id the directory does not hold: the inbox alone, once.
      const unlisted = await tourWithProvider(s.app, s.cookie, null, 'Positano Scooter');
      const other = await submitBooking(s.app, unlisted, { customerEmail: 'ben@example.com' });
      expect((await providerEmailOf(s.app, other.id)).to).toEqual([INBOX]);
      expect(about(other.id).find((m) => m.to[0] === 'ben@example.com')!.replyTo).toContain(INBOX);

      // An inactive provider: the same as not in the directory.
      const providerId = `PRV-${'captain@capri-blue.test+office@capri-blue.test'}`;
      const put = await s.app.request('PUT', `/api/admin/providers/${encodeURIComponent(providerId)}`, {
        cookie: s.cookie,
        body: { name: 'Capri Blue', booking_emails: ['captain@capri-blue.test', 'office@capri-blue.test'], active: false },
      });
      expect(put.status).toBe(200);
      const third = await submitBooking(s.app, tourId, { customerEmail: 'cleo@example.com' });
      expect((await providerEmailOf(s.app, third.id)).to).toEqual([INBOX]);
    } finally {
      await s.close();
    }
  });

  it('sends the inbox no copy with BOOKINGS_COPY_TO_INBOX=false', async () => {
    const s = await stack('false');
    try {
      expect(s.app.config.of(bookingsSettings).bookingsCopyToInbox).toBe(false);
      const tourId = await tourWithProvider(s.app, s.cookie, ['captain@capri-blue.test', 'office@capri-blue.test'], 'Capri by Boat');
      const { id } = await submitBooking(s.app, tourId, { customerEmail: 'dora@example.com' });
      expect((await providerEmailOf(s.app, id)).to).toEqual(['captain@capri-blue.test', 'office@capri-blue.test']);
    } finally {
      await s.close();
    }
  });
});
