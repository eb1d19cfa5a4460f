import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { sendEmail } from '../../src/kernel/mail/send-email';
import { createMailer } from '../../src/kernel/mail/mailer';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventQueue, eventsSettled, eventually, startTestWorker } from '../support/events';
import { eventJobId } from '../../src/kernel/messaging/event-queue';
import { SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';
import { mentions } from '../support/references';

/**
 * A mail server that refuses, then accepts: the job retries with backoff and the email goes out
 * once. Each email is a job of its own (event and subscriber), so a refused one is retried alone
 * and the others are neither held back nor sent again.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let tourId: string;
let cookie: string;
/** The warnings and errors the app and its worker log. */
const logged: Array<{ msg: string; job?: string; err?: { message: string; stack: string } }> = [];
beforeAll(async () => {
  sink = await SmtpSink.start();
  // Three attempts, so a permanently refusing mail server ends the job quickly.
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, EVENT_ATTEMPTS: '3', BOOKING_REQUESTS_PER_MINUTE: '1000', MAIL_FROM: 'Costiera <no-reply@costiera.test>', LOG_LEVEL: 'warn' }, {
    logDestination: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
  });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const toProvider = (to: string[]) => to.includes('captain@capri-blue.test');
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);

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
    // Each refusal is logged with the error's stack, not its message alone.
    const refusals = logged.filter((l) => l.msg === 'event delivery failed: will retry' && l.job === job.id);
    expect(refusals).toHaveLength(2);
    for (const { err } of refusals) expect(err!.stack).toMatch(/451[^\n]*\n\s+at /);
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

it('sends each email of a burst of requests once, and retries only the one the mail server refused', async () => {
  const refusedBefore = sink.refusedCount;
  // The mail server refuses the third traveller's acknowledgement once.
  sink.refuseNext(1, (to) => to.includes('burst-2@example.com'));
  const ids = await Promise.all(Array.from({ length: 5 }, async (_, i) => (await submitBooking(app, tourId, { customerEmail: `burst-${i}@example.com` })).id));
  await sink.waitFor((r) => ids.every((id) => about(id, r).length >= 2));
  await eventsSettled(app);

  expect(sink.refusedCount - refusedBefore).toBe(1);
  for (const [i, id] of ids.entries()) expect(about(id).map((m) => m.to[0]).sort()).toEqual([`burst-${i}@example.com`, 'captain@capri-blue.test']);
  const eventIds = await Promise.all(ids.map((id) => eventIdOf(app, SUBMITTED, id)));
  const subscribers = app.runtime.subscribers.interestedIn(SUBMITTED).map((s) => s.name);
  const queue = eventQueue(app);
  try {
    for (const [i, eventId] of eventIds.entries()) {
      for (const subscriber of subscribers) {
        const job = (await queue.getJob(eventJobId(eventId, subscriber)))!;
        expect(await job.getState()).toBe('completed');
        expect(job.returnvalue).toBe('handled');
        expect(job.attemptsMade).toBe(subscriber === 'bookings.customer-acknowledgement' && i === 2 ? 2 : 1);
      }
    }
  } finally {
    await queue.closeAll();
  }
  const inbox = await sql<{ subscriber: string; n: number }>(
    'select subscriber, count(*)::int as n from messaging.inbox where event_id = any(?::uuid[]) group by subscriber order by subscriber',
    [`{${eventIds.join(',')}}`],
  );
  expect(inbox).toEqual([...subscribers].sort().map((subscriber) => ({ subscriber, n: 5 })));
});

it('keeps the other emails of a burst sent and recorded when one fails for good', async () => {
  // Every attempt is refused (more refusals than attempts: a job taken again after a stall under load uses one without an attempt).
  sink.refuseNext(20, (to) => to.includes('stubborn-1@example.com'));
  const ids = await Promise.all(Array.from({ length: 3 }, async (_, i) => (await submitBooking(app, tourId, { customerEmail: `stubborn-${i}@example.com` })).id));
  const eventIds = await Promise.all(ids.map((id) => eventIdOf(app, SUBMITTED, id)));
  const queue = eventQueue(app);
  try {
    const jobId = eventJobId(eventIds[1]!, 'bookings.customer-acknowledgement');
    await eventually(async () => (await queue.getJobState(jobId)) === 'failed', 'the refused acknowledgement to fail for good');
    expect((await queue.getJob(jobId))!.failedReason).toMatch(/451/);
  } finally {
    await queue.closeAll();
  }
  await eventsSettled(app);
  sink.stopRefusing();
  const acknowledged = await sql<{ event_id: string }>(`select event_id from messaging.inbox where subscriber = 'bookings.customer-acknowledgement' and event_id = any(?::uuid[])`, [
    `{${eventIds.join(',')}}`,
  ]);
  expect(acknowledged.map((r) => r.event_id).sort()).toEqual([eventIds[0], eventIds[2]].sort());
  expect(sink.received.filter((m) => m.to.some((t) => t.startsWith('stubborn-'))).map((m) => m.to[0]).sort()).toEqual(['stubborn-0@example.com', 'stubborn-2@example.com']);
  // The provider heard of all three.
  for (const id of ids) expect(about(id).filter((m) => toProvider(m.to))).toHaveLength(1);
});

it("ends the retries when the mail server refuses the traveller's address for good (550), and the request's timeline says so", async () => {
  sink.refuseRecipient('no-such-traveller@example.com');
  const { id } = await submitBooking(app, tourId, { customerEmail: 'no-such-traveller@example.com' });
  const jobId = eventJobId(await eventIdOf(app, SUBMITTED, id), 'bookings.customer-acknowledgement');
  await sink.waitFor((r) => about(id, r).length >= 1);
  await eventsSettled(app);
  const queue = eventQueue(app);
  try {
    const job = (await queue.getJob(jobId))!;
    expect(await job.getState()).toBe('completed');
    expect(job.attemptsMade).toBe(1);
  } finally {
    await queue.closeAll();
  }
  // The provider was told all the same; the traveller's email went nowhere.
  expect(about(id).map((m) => m.to[0])).toEqual(['captain@capri-blue.test']);
  const timeline = await app.request<{ entries: Array<{ kind: string; detail: string | null }> }>('GET', `/api/admin/booking-requests/${id}/timeline`, { cookie });
  // The two emails' lines in either order (two jobs of one event): compared sorted by kind.
  const emailLines = timeline.body.entries.filter((e) => e.kind.startsWith('email-')).map(({ kind, detail }) => ({ kind, detail }));
  expect(emailLines.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'email-refused', detail: 'acknowledgement to the traveller to no-such-traveller@example.com refused by the mail server: 550 No such user here' },
    { kind: 'email-sent', detail: 'request to the provider to captain@capri-blue.test' },
  ]);
});

it('fails an email that keeps no record of refusals at once, without retries, when the mail server refuses it for good', async () => {
  sink.refuseRecipient('nobody-home@example.com');
  const mailer = createMailer(app.config, app.runtime.logger);
  const deps = { mailer, logger: app.runtime.logger, mailFrom: app.config.mailFrom, metrics: app.runtime.metrics };
  const email = { subscriber: 'test.unrecorded', eventId: randomUUID(), template: 'unrecorded', to: 'nobody-home@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
  try {
    // BullMQ's UnrecoverableError: the job fails at once, whatever attempts it had left.
    await expect(sendEmail(deps, email)).rejects.toThrow(UnrecoverableError);
    await expect(sendEmail(deps, email)).rejects.toThrow(/550 No such user here/);
  } finally {
    mailer.close();
  }
});
