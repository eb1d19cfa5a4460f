import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventQueue, eventsSettled, eventually, startTestWorker } from '../support/events';
import { SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';

/** A mail server that refuses, then accepts: the job retries with backoff and the email goes out once. */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let tourId: string;
beforeAll(async () => {
  sink = await SmtpSink.start();
  // Three attempts, so a permanently refusing mail server ends the job quickly.
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, EVENT_ATTEMPTS: '3', MAIL_FROM: 'Costiera <no-reply@costiera.test>' });
  worker = startTestWorker(app);
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => m.text.includes(id));
const toProvider = (to: string[]) => to.includes('captain@capri-blue.test');

it('delivers the email on a retry after the SMTP server refused it twice', async () => {
  const refusedBefore = sink.refusedCount;
  sink.refuseNext(2, toProvider);
  const { id } = await submitBooking(app, tourId, { customerEmail: 'retry@example.com' });
  await sink.waitFor((r) => about(id, r).length >= 2);
  await eventsSettled(app);

  expect(sink.refusedCount - refusedBefore).toBe(2);
  expect(about(id).map((m) => m.to[0]).sort()).toEqual(['captain@capri-blue.test', 'retry@example.com']);
  const queue = eventQueue(app);
  try {
    const job = (await queue.getJob(`${await eventIdOf(app, SUBMITTED, id)}.bookings.provider-email`))!;
    expect(await job.getState()).toBe('completed');
    expect(job.attemptsMade).toBe(3);
    expect(job.returnvalue).toBe('handled');
  } finally {
    await queue.closeAll();
  }
});

it('keeps a job that failed every attempt in the failed set, and a retry of it delivers the email once', async () => {
  sink.refuseNext(3, toProvider);
  const { id } = await submitBooking(app, tourId, { customerEmail: 'patient@example.com' });
  const eventId = await eventIdOf(app, SUBMITTED, id);
  const queue = eventQueue(app);
  try {
    const jobId = `${eventId}.bookings.provider-email`;
    // The state is read first and the job after it: a job read before its last attempt ended and a state read after
    // it would pair 'failed' with the second attempt's count. Failed is final until a retry, so this order is consistent.
    const failed = await eventually(async () => ((await queue.getJobState(jobId)) === 'failed' ? (await queue.getJob(jobId)) ?? null : null), 'the job to fail for good');
    expect(failed.attemptsMade).toBe(3);
    expect(failed.failedReason).toMatch(/451/);
    expect(about(id).map((m) => m.to[0])).toEqual(['patient@example.com']);
    const inbox = await app.runtime.orm.em.getConnection().execute(`select 1 from messaging.inbox where subscriber = 'bookings.provider-email' and event_id = ?`, [eventId]);
    expect(inbox).toEqual([]);

    // An operator retries it once the mail server is back.
    await failed.retry();
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    expect(about(id).map((m) => m.to[0]).sort()).toEqual(['captain@capri-blue.test', 'patient@example.com']);
  } finally {
    await queue.closeAll();
  }
});
