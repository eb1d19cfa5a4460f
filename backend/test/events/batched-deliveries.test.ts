import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventQueue, eventsSettled, eventually, startTestWorker } from '../support/events';
import { SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';
import { eventJobId } from '../../src/kernel/messaging/event-queue';

/**
 * Events published together travel together: one job per subscriber for a part of a
 * publication, handled in one transaction, each email sent once, and a failed email retried
 * alone while the others of its delivery stay sent and recorded.
 */
let sink: SmtpSink;
let app: TestApp;
let tourId: string;
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, EVENT_ATTEMPTS: '3', BOOKING_REQUESTS_PER_MINUTE: '1000', MAIL_FROM: 'Costiera <no-reply@costiera.test>' });
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
  // The relay's Redis connection is made on first use: publish only once it is ready.
  await eventually(async () => (await app.runtime.relay.waitingJobs()) !== null, 'the relay to connect to Redis');
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => m.text.includes(id));
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);

it('delivers requests published together as one job per subscriber, and retries only the email that failed', async () => {
  // No worker yet: the requests wait in the outbox, and one publication takes them all.
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await submitBooking(app, tourId, { customerEmail: `batch-${i}@example.com` })).id);
  const eventIds = await Promise.all(ids.map((id) => eventIdOf(app, SUBMITTED, id)));
  await app.runtime.relay.publishPending();
  const keys = await sql<{ delivery_key: string }>('select distinct delivery_key from messaging.outbox where id = any(?::uuid[])', [`{${eventIds.join(',')}}`]);
  expect(keys).toHaveLength(1);
  const key = keys[0]!.delivery_key;
  expect(eventIds).not.toContain(key);

  // The mail server refuses the third traveller's acknowledgement once.
  const refusedBefore = sink.refusedCount;
  sink.refuseNext(1, (to) => to.includes('batch-2@example.com'));
  const worker = startTestWorker(app);
  try {
    await sink.waitFor((r) => ids.every((id) => about(id, r).length >= 2));
    await eventsSettled(app);
  } finally {
    await worker.close();
  }

  expect(sink.refusedCount - refusedBefore).toBe(1);
  for (const id of ids) expect(about(id).map((m) => m.to[0]).sort()).toEqual(['captain@capri-blue.test', expect.stringMatching(/^batch-\d@example\.com$/)].sort());
  const queue = eventQueue(app);
  try {
    const subscribers = app.runtime.subscribers.interestedIn(SUBMITTED).map((s) => s.name);
    for (const subscriber of subscribers) {
      const job = (await queue.getJob(eventJobId(key, subscriber)))!;
      // (The dashboard's also carries the tour's creation, published with them.)
      expect(job.data.events.filter((e) => e.eventName === SUBMITTED).map((e) => e.eventId)).toEqual(eventIds);
      expect(await job.getState()).toBe('completed');
      expect(job.returnvalue).toBe('handled');
      // The acknowledgements' job ran twice: the retry sent only the refused email.
      expect(job.attemptsMade).toBe(subscriber === 'bookings.customer-acknowledgement' ? 2 : 1);
    }
    const inbox = await sql<{ subscriber: string; n: number }>(
      'select subscriber, count(*)::int as n from messaging.inbox where event_id = any(?::uuid[]) group by subscriber order by subscriber',
      [`{${eventIds.join(',')}}`],
    );
    expect(inbox).toEqual([...subscribers].sort().map((subscriber) => ({ subscriber, n: 5 })));
  } finally {
    await queue.closeAll();
  }
});

it('withdraws only the inbox rows of the events that failed, so a delivery that failed for good keeps what it did', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await submitBooking(app, tourId, { customerEmail: `stubborn-${i}@example.com` })).id);
  const eventIds = await Promise.all(ids.map((id) => eventIdOf(app, SUBMITTED, id)));
  await app.runtime.relay.publishPending();
  // Every attempt at the second traveller's acknowledgement is refused.
  sink.refuseNext(3, (to) => to.includes('stubborn-1@example.com'));
  const worker = startTestWorker(app);
  try {
    await eventsSettled(app);
  } finally {
    await worker.close();
  }
  const [{ delivery_key: key }] = (await sql<{ delivery_key: string }>('select delivery_key from messaging.outbox where id = ?', [eventIds[0]])) as [{ delivery_key: string }];
  const queue = eventQueue(app);
  try {
    const job = (await queue.getJob(eventJobId(key, 'bookings.customer-acknowledgement')))!;
    expect(await job.getState()).toBe('failed');
    expect(job.failedReason).toMatch(/^1 of 3 events not handled \(retried\); the first: .*451/);
  } finally {
    await queue.closeAll();
  }
  const acknowledged = await sql<{ event_id: string }>(`select event_id from messaging.inbox where subscriber = 'bookings.customer-acknowledgement' and event_id = any(?::uuid[])`, [
    `{${eventIds.join(',')}}`,
  ]);
  expect(acknowledged.map((r) => r.event_id).sort()).toEqual([eventIds[0], eventIds[2]].sort());
  expect(sink.received.filter((m) => m.to.some((t) => t.startsWith('stubborn-'))).map((m) => m.to[0]).sort()).toEqual(['stubborn-0@example.com', 'stubborn-2@example.com']);
});
