import { Queue, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createRedis } from '../redis';
import { arrayLiteral } from '../database/postgres';
import type { EventPayload } from './domain-event';
import type { Subscriber, SubscriberRegistry } from './subscriber';
import { announce, broadcastChannel } from './event-broadcast';
import { EVENTS_QUEUE, bullPrefix, eventJobId, eventJobOptions, type EventJobData } from './event-queue';

export interface OutboxRow {
  readonly id: string;
  readonly name: string;
  readonly payload: EventPayload;
  readonly occurredAt: Date;
  readonly requestId: string | null;
}

/** One job: an event and one subscriber interested in it. */
export interface Delivery {
  readonly subscriber: Subscriber;
  readonly row: OutboxRow;
}

/** Rows one sweep takes (and locks) at most. */
const SWEEP_BATCH = 200;
/** Committed events one publication takes at most. */
const PUBLISH_BATCH = 500;
/** An `add` that has not answered by then is given up; the sweep publishes the row again (the job id makes that harmless). */
const ADD_TIMEOUT_MS = 5000;

/**
 * Moves committed outbox rows onto the events queue: it claims them (marks them published),
 * then adds one job per event and interested subscriber (a delivery), with
 * `${eventId}.${subscriber}` as job id, so publishing a row again adds nothing BullMQ holds already. It runs in the worker:
 * `publishPending` when a process announces that it committed outbox rows (outbox-listener.ts),
 * and `sweep` on a timer for rows no announcement brought (the worker was down, Redis was
 * down: the add fails at once, with no offline queue, and the row waits). The api only
 * commits rows. The reconciler (outbox-reconciler.ts) covers the other ways an event can get
 * lost.
 */
export class OutboxRelay {
  private readonly producer: Redis;
  private readonly queue: Queue<EventJobData>;
  private pending: Promise<void> | null = null;
  private pendingAgain = false;
  private readonly channel: string;
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly subscribers: SubscriberRegistry,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.channel = broadcastChannel(config);
    this.producer = createRedis(config.redisUrl, { connectionName: `${config.name}-outbox-relay` });
    this.producer.on('error', (err) => logger.debug({ err }, 'outbox relay: redis connection error'));
    this.queue = new Queue<EventJobData>(EVENTS_QUEUE, { connection: this.producer, prefix: bullPrefix(config) });
    this.queue.on('error', (err) => logger.debug({ err }, 'outbox relay: queue error'));
  }

  /**
   * Publishes every committed row not published yet, whatever its age; never throws. One run
   * at a time: a call during a run makes it go round once more, so a burst of commits is
   * published in a few large batches (PUBLISH_BATCH rows, one `addBulk` and one update each).
   */
  publishPending(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.pending) {
      this.pendingAgain = true;
      return this.pending;
    }
    this.pending = (async () => {
      do {
        this.pendingAgain = false;
        await this.publishOlderThan(0, PUBLISH_BATCH).catch((err: Error) => this.logger.warn({ err }, 'outbox relay: publishing failed; the sweep will try again'));
      } while (this.pendingAgain && !this.closed);
    })().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * Re-publishes rows older than OUTBOX_SWEEP_AGE_MS that were never published (Redis was
   * down, or no worker listened when they were committed). Answers how many rows it published.
   */
  sweep(): Promise<number> {
    return this.publishOlderThan(this.config.events.sweepAgeMs, SWEEP_BATCH);
  }

  private async publishOlderThan(ageMs: number, batchSize: number): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.claim(ageMs, batchSize);
      // Rows the sweep finds were never announced by whoever committed them (or it was missed).
      const published = await this.publish(rows, { announce: ageMs > 0 });
      total += published;
      if (rows.length < batchSize || published < rows.length || this.closed) return total;
    }
  }

  /**
   * Marks up to `batchSize` unpublished rows published, and answers them, in one statement
   * (`skip locked`: several workers share the work). Rows nobody subscribes to are settled too:
   * they stay in the outbox as the history of what happened. Claiming before adding the jobs
   * costs one round trip where a transaction around both cost four; a worker that dies between
   * the two leaves claimed rows without jobs, which the reconciler adds again.
   */
  private async claim(ageMs: number, batchSize: number): Promise<OutboxRow[]> {
    const found = await this.orm.em.getConnection().execute<Array<{ id: string; name: string; payload: EventPayload; occurred_at: Date; request_id: string | null }>>(
      `update messaging.outbox o set published_at = now(), attempts = o.attempts + 1,
              settled_at = case when o.name = any(?::text[]) then null else now() end
       where o.id in (select id from messaging.outbox
                      where published_at is null ${ageMs > 0 ? 'and occurred_at < now() - make_interval(secs => ?)' : ''}
                      order by occurred_at limit ? for update skip locked)
       returning o.id, o.name, o.payload, o.occurred_at, o.request_id`,
      [arrayLiteral(this.subscribers.eventNames()), ...(ageMs > 0 ? [ageMs / 1000] : []), batchSize],
    );
    return found
      .map((r) => ({ id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.occurred_at), requestId: r.request_id }))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }

  /** Whether the relay's Redis connection is up (adding or looking up jobs fails fast while it is not). */
  get connected(): boolean {
    return this.producer.status === 'ready';
  }

  /**
   * The jobs of these ids as BullMQ holds them (undefined: no job of that id), through its own
   * `getJob`; ioredis sends the lookups together, without waiting for each answer.
   */
  jobs(jobIds: readonly string[]): Promise<Array<Job<EventJobData> | undefined>> {
    return Promise.all(jobIds.map((id) => this.queue.getJob(id)));
  }

  /** Jobs waiting to be taken (null while Redis is unreachable): the worker's watchdog compares it with what the worker takes. */
  async waitingJobs(): Promise<number | null> {
    if (this.producer.status !== 'ready') return null;
    return this.queue.getJobCountByTypes('wait', 'prioritized').catch(() => null);
  }

  /** Waits for the publication in flight (before a process exits). */
  async drain(): Promise<void> {
    while (this.pending) await this.pending;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
    await this.queue.close().catch(() => undefined);
    this.producer.disconnect();
  }

  /**
   * Adds the jobs of claimed rows; answers how many rows are published. Rows whose jobs Redis
   * did not take are handed back to the sweep (published_at cleared). `announce`: tell every
   * process that these events happened (their caches drop what they make stale); not for rows
   * whose committer announced them, which also woke this relay (announcing again would wake
   * it once more, for nothing).
   */
  private async publish(rows: readonly OutboxRow[], { announce: toAnnounce }: { announce: boolean }): Promise<number> {
    if (rows.length === 0) return 0;
    const wanted = rows.filter((r) => this.subscribers.interestedIn(r.name).length > 0);
    let published = rows.length;
    if (wanted.length > 0) {
      try {
        await this.addJobs(wanted.flatMap((row) => this.subscribers.interestedIn(row.name).map((subscriber) => ({ subscriber, row }))));
      } catch (err) {
        this.logger.warn({ err, events: wanted.map((r) => r.id) }, 'outbox relay: events not published, left in the outbox for the sweep');
        await this.orm.em.getConnection().execute('update messaging.outbox set published_at = null where id = any(?::uuid[])', [arrayLiteral(wanted.map((r) => r.id))]);
        published -= wanted.length;
      }
    }
    if (toAnnounce) announce(this.producer, this.channel, rows.map((r) => r.name));
    return published;
  }

  /** Adds one job per delivery, under its delivery's job id: a job BullMQ holds already is not added twice. */
  async addJobs(deliveries: readonly Delivery[]): Promise<void> {
    // Fail fast: BullMQ would otherwise wait for a connection that is not there.
    if (this.producer.status !== 'ready') throw new Error(`Redis is not connected (${this.producer.status})`);
    const options = eventJobOptions(this.config);
    const jobs = deliveries.map(({ subscriber, row }) => ({
      name: subscriber.name,
      data: { subscriber: subscriber.name, event: { eventId: row.id, eventName: row.name, payload: row.payload, occurredAt: row.occurredAt.toISOString(), requestId: row.requestId } },
      opts: { ...options, jobId: eventJobId(row.id, subscriber.name) },
    }));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ADD_TIMEOUT_MS} ms`)), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.queue.addBulk(jobs), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
