import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { EventWorker } from '../../src/kernel/messaging/event-worker';
import { EVENTS_QUEUE, bullPrefix, type EventJobData } from '../../src/kernel/messaging/event-queue';
import type { TestApp } from './test-app';

/** Short retry, sweep, lock and stall timings, so fault tests take seconds, not minutes. */
export const FAST_EVENTS_ENV: Record<string, string> = {
  EVENT_BACKOFF_MS: '100',
  OUTBOX_SWEEP_INTERVAL_MS: '200',
  OUTBOX_SWEEP_AGE_MS: '500',
  OUTBOX_RECONCILE_AGE_MS: '1000',
  WORKER_LOCK_MS: '1500',
  WORKER_STALLED_INTERVAL_MS: '500',
  WORKER_WATCHDOG_MS: '500',
};

/** The worker process's event handling, in the test's process, on the app's runtime. */
export function startTestWorker(app: TestApp): EventWorker {
  const { orm, subscribers, relay, reconciler, config, logger } = app.runtime;
  const worker = new EventWorker({ orm, subscribers, relay, reconciler, config, logger });
  worker.start();
  return worker;
}

/** A queue handle for looking at the app's event jobs; close it after use. */
export function eventQueue(app: TestApp): Queue<EventJobData> & { closeAll(): Promise<void> } {
  const connection = new Redis(app.config.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<EventJobData>(EVENTS_QUEUE, { connection, prefix: bullPrefix(app.config) });
  return Object.assign(queue, {
    async closeAll() {
      await queue.close();
      connection.disconnect();
    },
  });
}

export async function eventually<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Event jobs not yet done: each state where BullMQ keeps a job it will still run (a paused queue's jobs count as waiting). */
export const UNFINISHED_JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

/** What is still to happen: outbox rows no relay published, and event jobs not yet done, by state. */
export async function pendingEvents(app: TestApp, queue: Queue<EventJobData>): Promise<{ unpublished: number; jobs: Record<string, number> }> {
  const [row] = await app.runtime.orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from messaging.outbox where published_at is null');
  const counts = await queue.getJobCounts(...UNFINISHED_JOB_STATES);
  return { unpublished: row?.n ?? 0, jobs: Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)) };
}

/** One look: nothing is still to happen. */
export async function eventsAreSettled(app: TestApp, queue: Queue<EventJobData>): Promise<boolean> {
  const pending = await pendingEvents(app, queue);
  return pending.unpublished === 0 && Object.keys(pending.jobs).length === 0;
}

/**
 * The positive signal that the system is idle, for "nothing happened" checks: every outbox row
 * published and no event job waiting (paused ones too), active, delayed, prioritized or waiting for children.
 */
export async function eventsSettled(app: TestApp, timeoutMs = 20_000): Promise<void> {
  const queue = eventQueue(app);
  try {
    await eventually(() => eventsAreSettled(app, queue), 'the events to settle', timeoutMs);
  } finally {
    await queue.closeAll();
  }
}
