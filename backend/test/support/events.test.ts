import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './test-app';
import { eventQueue, eventsAreSettled, eventsSettled, pendingEvents } from './events';

/**
 * eventsSettled is the oracle of every "nothing (more) happened" check: it must see work that is
 * still to come, wherever it waits. No worker runs here, so nothing moves unless the test moves it.
 */
let app: TestApp;
let queue: ReturnType<typeof eventQueue>;
beforeAll(async () => {
  app = await startTestApp({ OUTBOX_SWEEP_INTERVAL_MS: '3600000' });
  queue = eventQueue(app);
});
afterAll(async () => {
  await queue.closeAll();
  await app.close();
});

const sql = (q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute(q, p);
const job = { subscriber: 'test.settled', event: { eventId: randomUUID(), eventName: 'test.settled.v1', payload: {}, occurredAt: new Date().toISOString(), requestId: null } };

it('counts a delayed job as not settled', async () => {
  const delayed = await queue.add('test.settled', job, { jobId: randomUUID(), delay: 3_600_000 });
  expect(await pendingEvents(app, queue)).toEqual({ unpublished: 0, jobs: { delayed: 1 } });
  expect(await eventsAreSettled(app, queue)).toBe(false);
  await delayed.remove();
  expect(await eventsAreSettled(app, queue)).toBe(true);
  await eventsSettled(app);
});

it('counts a waiting job as not settled', async () => {
  const waiting = await queue.add('test.settled', job, { jobId: randomUUID() });
  expect(await pendingEvents(app, queue)).toEqual({ unpublished: 0, jobs: { waiting: 1 } });
  expect(await eventsAreSettled(app, queue)).toBe(false);
  await waiting.remove();
  expect(await eventsAreSettled(app, queue)).toBe(true);
  await eventsSettled(app);
});

it('counts a prioritized job and a job of a paused queue as not settled', async () => {
  const prioritized = await queue.add('test.settled', job, { jobId: randomUUID(), priority: 5 });
  expect(await pendingEvents(app, queue)).toEqual({ unpublished: 0, jobs: { prioritized: 1 } });
  expect(await eventsAreSettled(app, queue)).toBe(false);
  await prioritized.remove();
  await queue.pause();
  const paused = await queue.add('test.settled', job, { jobId: randomUUID() });
  // BullMQ keeps a paused queue's jobs in its waiting list.
  expect(await pendingEvents(app, queue)).toEqual({ unpublished: 0, jobs: { waiting: 1 } });
  expect(await eventsAreSettled(app, queue)).toBe(false);
  await paused.remove();
  await queue.resume();
  expect(await eventsAreSettled(app, queue)).toBe(true);
  await eventsSettled(app);
});

it('counts an outbox row no relay published as not settled', async () => {
  const id = randomUUID();
  await sql(`insert into messaging.outbox (id, name, payload, occurred_at) values (?, 'test.settled.v1', '{}', now())`, [id]);
  expect(await pendingEvents(app, queue)).toEqual({ unpublished: 1, jobs: {} });
  expect(await eventsAreSettled(app, queue)).toBe(false);
  await sql('update messaging.outbox set published_at = now(), settled_at = now() where id = ?', [id]);
  expect(await eventsAreSettled(app, queue)).toBe(true);
  await eventsSettled(app);
});
