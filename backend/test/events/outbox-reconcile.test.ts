import { Worker } from 'bullmq';
import Redis from 'ioredis';
import { EVENTS_QUEUE, bullPrefix, eventJobId, eventJobOptions } from '../../src/kernel/messaging/event-queue';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventQueue, eventually } from '../support/events';
import { SUBMITTED } from './fixtures';

/**
 * The reconciler against real Postgres and Redis, with no worker taking jobs: it finds the
 * jobs Redis lost among many that are still waiting, settles what is done, and a pass looks at
 * each row once however many rows wait (before, a pass read the same oldest 200 rows again
 * and again while their jobs waited, and never ended while 200 or more did).
 */
let app: TestApp;
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);
const IN_FLIGHT = 450;

/** Outbox rows of SUBMITTED published `minutesAgo` (all with the same published_at) and not settled. */
async function publishedRows(count: number, minutesAgo: number): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `insert into messaging.outbox (id, name, payload, occurred_at, published_at)
     select gen_random_uuid(), ?, jsonb_build_object('bookingRequestId', gen_random_uuid()), now() - make_interval(mins => ? + 1), now() - make_interval(mins => ?)
     from generate_series(1, ?) returning id`,
    [SUBMITTED, minutesAgo, minutesAgo, count],
  );
  return rows.map((r) => r.id);
}

const settledOf = async (ids: readonly string[]) =>
  (await sql<{ n: number }>('select count(*)::int as n from messaging.outbox where id = any(?::uuid[]) and settled_at is not null', [`{${ids.join(',')}}`]))[0]!.n;

beforeAll(async () => {
  app = await startTestApp({ OUTBOX_RECONCILE_AGE_MS: '60000' });
});
afterAll(async () => {
  await app.close();
});

it('republishes only the jobs Redis lost, leaves waiting ones alone, settles handled and failed ones, and visits each row once a pass', async () => {
  const subscribers = app.runtime.subscribers.interestedIn(SUBMITTED).map((s) => s.name);
  expect(subscribers.length).toBeGreaterThanOrEqual(2);
  const queue = eventQueue(app);
  try {
    const options = eventJobOptions(app.config);
    const addJobsOf = (ids: readonly string[], opts: Record<string, unknown> = {}) =>
      queue.addBulk(
        ids.flatMap((id) =>
          subscribers.map((subscriber) => ({
            name: subscriber,
            data: { subscriber, event: { eventId: id, eventName: SUBMITTED, payload: {}, occurredAt: new Date().toISOString(), requestId: null } },
            opts: { ...options, ...opts, jobId: eventJobId(id, subscriber) },
          })),
        ),
      );

    // An event whose jobs failed for good (kept in the failed set for an operator): nothing is in flight.
    const [failedRow] = await publishedRows(1, 90);
    await addJobsOf([failedRow!], { attempts: 1 });
    const connection = new Redis(app.config.redisUrl, { maxRetriesPerRequest: null });
    const failing = new Worker(
      EVENTS_QUEUE,
      async () => {
        throw new Error('the mail server refused');
      },
      { connection, prefix: bullPrefix(app.config), autorun: false },
    );
    let failures = 0;
    const allFailed = new Promise<void>((resolve) =>
      failing.on('failed', () => {
        if (++failures === subscribers.length) resolve();
      }),
    );
    void failing.run();
    await allFailed;
    await failing.close();
    connection.disconnect();

    // Many events, published in one go an hour ago, whose jobs still wait (no worker runs here).
    const waiting = await publishedRows(IN_FLIGHT, 60);
    await addJobsOf(waiting);
    // Published after them: one whose jobs Redis lost, and one every subscriber has handled.
    const [lostRow] = await publishedRows(1, 30);
    const [handledRow] = await publishedRows(1, 30);
    for (const subscriber of subscribers) await sql('insert into messaging.inbox (subscriber, event_id) values (?, ?)', [subscriber, handledRow]);
    // One its subscribers have only half handled, the other half's job lost.
    const [halfRow] = await publishedRows(1, 20);
    await sql('insert into messaging.inbox (subscriber, event_id) values (?, ?)', [subscribers[0], halfRow]);
    // Too recent to look at yet.
    const [recentRow] = await publishedRows(1, 0);

    // The relay's Redis connection is made on first use: a pass while it is not ready does nothing.
    await eventually(async () => (await app.runtime.relay.waitingJobs()) !== null, 'the relay to connect to Redis');
    const republished = await app.runtime.reconciler.reconcile();
    expect(republished).toBe(subscribers.length + subscribers.length - 1);
    for (const subscriber of subscribers) expect(await queue.getJobState(eventJobId(lostRow!, subscriber))).toBe('waiting');
    expect(await queue.getJobState(eventJobId(halfRow!, subscribers[0]!))).toBe('unknown');
    for (const subscriber of subscribers.slice(1)) expect(await queue.getJobState(eventJobId(halfRow!, subscriber))).toBe('waiting');
    expect(await queue.getJobState(eventJobId(recentRow!, subscribers[0]!))).toBe('unknown');
    // A lost job is added again under its own id, carrying its event and subscriber.
    for (const subscriber of subscribers) {
      expect((await queue.getJob(eventJobId(lostRow!, subscriber)))!.data).toEqual({
        subscriber,
        event: { eventId: lostRow, eventName: SUBMITTED, payload: expect.objectContaining({ bookingRequestId: expect.any(String) }), occurredAt: expect.any(String), requestId: null },
      });
    }

    expect(await settledOf(waiting)).toBe(0);
    expect(await settledOf([lostRow!, halfRow!, recentRow!])).toBe(0);
    expect(await settledOf([failedRow!, handledRow!])).toBe(2);

    // The next pass finds the republished jobs waiting: nothing lost any more.
    expect(await app.runtime.reconciler.reconcile()).toBe(0);
    expect(await settledOf(waiting)).toBe(0);
    expect((await queue.getJobCounts('wait')).wait).toBe(IN_FLIGHT * subscribers.length + 2 * subscribers.length - 1);
  } finally {
    await queue.closeAll();
  }
}, 60_000);
