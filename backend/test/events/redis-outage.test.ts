import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { RedisServer } from '../support/redis-server';
import { FAST_EVENTS_ENV, eventsSettled, eventually, startTestWorker } from '../support/events';
import { SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';
import { mentions } from '../support/references';

/** Redis goes away: travellers' requests are still accepted; their emails follow when it is back. */
let redis: RedisServer;
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let tourId: string;
beforeAll(async () => {
  redis = await RedisServer.start();
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, REDIS_URL: redis.url, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000' });
  worker = startTestWorker(app);
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
});
afterAll(async () => {
  await redis.start().catch(() => undefined);
  await worker?.close();
  await app?.close();
  await sink?.close();
  await redis?.stop();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const unpublished = async (ids: string[]) =>
  (
    await app.runtime.orm.em
      .getConnection()
      .execute<Array<{ n: number }>>(`select count(*)::int as n from messaging.outbox where published_at is null and payload->>'bookingRequestId' = any(?::text[])`, [`{${ids.join(',')}}`])
  )[0]!.n;

it('accepts booking requests while Redis is down (201, at once) and sends their emails once it is back', async () => {
  const before = await submitBooking(app, tourId, { customerEmail: 'before@example.com' });
  await sink.waitFor((r) => about(before.id, r).length >= 2);

  // The relay's attempts to publish while Redis is down: the positive signal that the worker tried, and failed.
  const relay = app.runtime.relay as unknown as { publish(rows: ReadonlyArray<{ payload: { bookingRequestId?: string } }>, opts: { announce: boolean }): Promise<number> };
  const publish = relay.publish.bind(relay);
  const failedAttempts: string[][] = [];
  const publishSpy = jest.spyOn(relay, 'publish').mockImplementation(async (rows, opts) => {
    const published = await publish(rows, opts);
    if (published < rows.length) failedAttempts.push(rows.map((r) => r.payload.bookingRequestId ?? ''));
    return published;
  });
  await redis.stop();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await app.request<{ id: string }>('POST', '/api/booking-requests', {
      body: { customerName: `Offline ${i}`, customerEmail: `offline${i}@example.com`, date: '2026-08-01', people: 2, tourId },
    });
    // The api only commits: publishing never holds the answer (how fast it answers is make bench's question).
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  // Redis stays down past several attempts to publish them, each failed: the events wait in the outbox, nothing is sent.
  const triedAll = () => failedAttempts.filter((rows) => ids.every((id) => rows.includes(id))).length;
  await eventually(async () => triedAll() >= 3, 'three failed attempts to publish them while Redis is down');
  publishSpy.mockRestore();
  expect(await unpublished(ids)).toBe(3);
  expect(ids.flatMap((id) => about(id))).toEqual([]);

  await redis.start();
  await sink.waitFor((r) => ids.every((id) => about(id, r).length >= 2), 30_000);
  await eventsSettled(app, 30_000);
  expect(await unpublished(ids)).toBe(0);
  for (const [i, id] of ids.entries()) {
    expect(about(id).map((m) => m.to[0]).sort()).toEqual(['captain@capri-blue.test', `offline${i}@example.com`]);
  }

  // The worker still takes new work after the restart.
  const after = await submitBooking(app, tourId, { customerEmail: 'after@example.com' });
  await sink.waitFor((r) => about(after.id, r).length >= 2);
}, 60_000);

it('publishes again a job that Redis lost (restarted without its data) while the job waited for a retry', async () => {
  const stubbornTour = await tourWithProvider(app, await app.signInAsAdmin(), 'stubborn@capri-blue.test', 'Ischia by Boat');
  const toStubborn = (to: string[]) => to.includes('stubborn@capri-blue.test');
  const republished: number[] = [];
  const reconcile = app.runtime.reconciler.reconcile.bind(app.runtime.reconciler);
  jest.spyOn(app.runtime.reconciler, 'reconcile').mockImplementation(async () => {
    const n = await reconcile();
    republished.push(n);
    return n;
  });

  // The provider's mail server refuses: the provider email's job waits in Redis for its next retry...
  const refusedBefore = sink.refusedCount;
  sink.refuseNext(1000, toStubborn);
  const { id } = await submitBooking(app, stubbornTour, { customerEmail: 'lost@example.com' });
  await sink.waitFor((r) => about(id, r).length >= 1);
  await eventually(async () => sink.refusedCount > refusedBefore, 'the first refusal');
  // ...when Redis dies and comes back empty.
  await redis.stop();
  sink.stopRefusing();
  await redis.start();

  await sink.waitFor((r) => about(id, r).length >= 2, 30_000);
  await eventsSettled(app, 30_000);
  expect(about(id).map((m) => m.to[0]).sort()).toEqual(['lost@example.com', 'stubborn@capri-blue.test']);
  expect(republished.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  const eventId = await eventIdOf(app, SUBMITTED, id);
  await eventually(async () => {
    const [row] = await app.runtime.orm.em.getConnection().execute<Array<{ settled: boolean }>>('select settled_at is not null as settled from messaging.outbox where id = ?', [eventId]);
    return row!.settled;
  }, 'the event to settle');
  expect(about(id)).toHaveLength(2);
}, 60_000);
