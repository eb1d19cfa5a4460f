import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from './fixtures';
import { mentions } from '../support/references';

/**
 * More concurrent booking requests than the database pool has connections: the submit
 * command reads the tour through the catalog's facade inside its transaction, and that
 * read must use the transaction's connection (a second one per request deadlocked the pool).
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '100000' });
  worker = startTestWorker(app);
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

it('accepts 40 booking requests sent at once and emails each traveller and provider once', async () => {
  const tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
  // A deadlocked pool shows as failed requests (the pool's acquire times out), not as a slow run: how fast is make bench's question.
  const sent = await Promise.all(Array.from({ length: 40 }, (_, i) => submitBooking(app, tourId, { customerEmail: `crowd${i}@example.com` })));
  expect(new Set(sent.map((s) => s.id)).size).toBe(40);
  await sink.waitFor((r) => r.length >= 80);
  await eventsSettled(app);
  expect(sink.received).toHaveLength(80);
  expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(80);
  for (const { id } of sent) expect(sink.received.filter((m) => mentions(m, id))).toHaveLength(2);
});
