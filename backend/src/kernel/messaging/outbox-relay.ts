import { createHash } from 'node:crypto';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createRedis } from '../redis';
import { arrayLiteral } from '../database/postgres';
import type { EventPayload } from './domain-event';
import type { Subscriber, SubscriberRegistry } from './subscriber';
import { announce, broadcastChannel } from './event-broadcast';
import { DELIVERY_MAX, EVENTS_QUEUE, bullPrefix, eventJobId, eventJobOptions, type EventJobData } from './event-queue';

interface OutboxRow {
  readonly id: string;
  readonly name: string;
  readonly payload: EventPayload;
  readonly occurredAt: Date;
}

/** One job: a subscriber and the rows of one part of a publication it is interested in, under the part's key. */
interface Delivery {
  readonly key: string;
  readonly subscriber: Subscriber;
  readonly rows: readonly OutboxRow[];
}

/**
 * A part's key: the id of its one row, or a name-based uuid of all its row ids. The same rows
 * published again (a publication whose marking did not commit) make the same jobs, which BullMQ
 * ignores; other rows make other jobs, so a row never joins a job id BullMQ already holds
 * without it.
 */
function deliveryKey(part: readonly OutboxRow[]): string {
  if (part.length === 1) return part[0]!.id;
  const hex = createHash('sha1').update(part.map((r) => r.id).join(',')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where a reconcile pass goes on from: the last row it looked at (published_at as Postgres' text, to the microsecond). */
interface ReconcileCursor {
  readonly publishedAt: string;
  readonly id: string;
}

/** Rows one sweep transaction takes (and locks) at most. */
const SWEEP_BATCH = 200;
/** Committed events one publication takes at most. */
const PUBLISH_BATCH = 500;
/** An `add` that has not answered by then is given up; the sweep publishes the row again (the job id makes that harmless). */
const ADD_TIMEOUT_MS = 5000;

/**
 * Moves committed outbox rows onto the events queue, then marks them published. A publication
 * is cut into parts of DELIVERY_MAX rows; each part goes out as one job per interested
 * subscriber (a delivery), with `${the part's key}.${subscriber}` as job id, and each row
 * keeps the key of its part (`delivery_key`). At rest a part is one row, whose id is the key,
 * so a job is one event: `${eventId}.${subscriber}`. It runs in the worker:
 * `publishPending` when Postgres notifies that outbox rows were committed (outbox-listener.ts),
 * and `sweep` on a timer for rows no notification brought (the worker was down, Redis was
 * down: the add fails at once, with no offline queue, and the row waits). The api only
 * commits rows. The `reconcile` pass covers the other way an event can get lost: Redis losing
 * a job it had accepted (a crash before its append-only file was written, a failover).
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
    this.producer = createRedis(config.redisUrl, { connectionName: 'costiera-outbox-relay' });
    this.producer.on('error', (err) => logger.debug({ err: err.message }, 'outbox relay: redis connection error'));
    this.queue = new Queue<EventJobData>(EVENTS_QUEUE, { connection: this.producer, prefix: bullPrefix(config) });
    this.queue.on('error', (err) => logger.debug({ err: err.message }, 'outbox relay: queue error'));
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
        await this.publishOlderThan(0, PUBLISH_BATCH).catch((err: Error) => this.logger.warn({ err: err.message }, 'outbox relay: publishing failed; the sweep will try again'));
      } while (this.pendingAgain && !this.closed);
    })().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Tells every process's read cache that events of these names were committed (the outbox notification names them). */
  announceCommitted(eventNames: readonly string[]): void {
    announce(this.producer, this.channel, eventNames);
  }

  /**
   * Re-publishes rows older than OUTBOX_SWEEP_AGE_MS that were never published (Redis was
   * down, or no worker listened when they were committed). Answers how many rows it published.
   */
  sweep(): Promise<number> {
    return this.publishOlderThan(this.config.events.sweepAgeMs, SWEEP_BATCH);
  }

  /** Each batch is locked with `skip locked`, so several workers share the work. */
  private async publishOlderThan(ageMs: number, batchSize: number): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.orm.em.fork().transactional(async (em) => {
        const found = await em.execute<Array<{ id: string; name: string; payload: EventPayload; occurred_at: Date }>>(
          `select id, name, payload, occurred_at from messaging.outbox
           where published_at is null ${ageMs > 0 ? 'and occurred_at < now() - make_interval(secs => ?)' : ''}
           order by occurred_at limit ? for update skip locked`,
          ageMs > 0 ? [ageMs / 1000, batchSize] : [batchSize],
        );
        const rows = found.map((r) => ({ id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.occurred_at) }));
        return { found: rows.length, published: await this.publish(rows, em) };
      });
      total += batch.published;
      if (batch.found < batchSize || batch.published < batch.found || this.closed) return total;
    }
  }

  /**
   * Checks published rows that are not settled yet: for each interested subscriber, the
   * event is in its inbox (handled), or its job is in Redis (waiting, running, retrying, or
   * kept as failed). A job that is in neither place was lost by Redis: it is added again
   * under the same id. Rows with nothing left in flight are marked settled and not looked
   * at again. Answers how many lost jobs it republished.
   * A delivery's job is looked for under its rows' `delivery_key`.
   *
   * One pass looks at each row once (a cursor on published_at, id): rows still in flight are
   * not read again until the next pass. The inbox is read by its primary key, and the jobs of
   * a batch are looked up in one Redis round trip (jobStates). Before, a pass read the same
   * oldest 200 rows over and over while their jobs waited, asking BullMQ's getJobState, whose
   * LPOS scans the whole wait list, for each: during the drain of a burst of bookings that
   * cost the worker a third of its throughput and Postgres twice its work.
   */
  async reconcile(): Promise<number> {
    let total = 0;
    let after: ReconcileCursor | null = null;
    const names = this.subscribers.names();
    for (;;) {
      if (this.producer.status !== 'ready') return total;
      const cursor: ReconcileCursor | null = after;
      const batch = await this.orm.em.fork().transactional(async (em): Promise<{ found: number; republished: number; last: ReconcileCursor | null }> => {
        const rows = await em.execute<Array<{ id: string; name: string; payload: EventPayload; occurred_at: Date; published_at: string; delivery_key: string; handled: string[] }>>(
          `select o.id, o.name, o.payload, o.occurred_at, o.published_at::text as published_at, coalesce(o.delivery_key, o.id) as delivery_key,
                  array(select s from unnest(?::text[]) s where exists (select 1 from messaging.inbox i where i.subscriber = s and i.event_id = o.id)) as handled
           from messaging.outbox o
           where o.settled_at is null and o.published_at is not null and o.published_at < now() - make_interval(secs => ?)
             ${cursor ? 'and (o.published_at, o.id) > (?::timestamptz, ?::uuid)' : ''}
           order by o.published_at, o.id limit ? for update of o skip locked`,
          [arrayLiteral(names), this.config.events.reconcileAgeMs / 1000, ...(cursor ? [cursor.publishedAt, cursor.id] : []), SWEEP_BATCH],
        );
        // The deliveries whose events are not all in their subscriber's inbox, by job id.
        const expected = new Map<string, { key: string; subscriber: Subscriber; rows: OutboxRow[] }>();
        for (const r of rows) {
          const row = { id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.occurred_at) };
          for (const subscriber of this.subscribers.interestedIn(r.name)) {
            if (r.handled.includes(subscriber.name)) continue;
            const jobId = eventJobId(r.delivery_key, subscriber.name);
            const delivery = expected.get(jobId) ?? { key: r.delivery_key, subscriber, rows: [] };
            delivery.rows.push(row);
            expected.set(jobId, delivery);
          }
        }
        const jobIds = [...expected.keys()];
        const states = await this.jobStates(jobIds);
        const lost = jobIds.filter((_, i) => states[i] === 'lost').map((id) => expected.get(id)!);
        const unsettled = new Set(jobIds.filter((_, i) => states[i] !== 'finished').flatMap((id) => expected.get(id)!.rows.map((row) => row.id)));
        const settled = rows.filter((r) => !unsettled.has(r.id)).map((r) => r.id);
        if (lost.length > 0) {
          // Under the same job ids, with only the events their subscribers still miss.
          await this.addJobs(lost);
          this.logger.warn({ jobs: lost.map((l) => eventJobId(l.key, l.subscriber.name)) }, 'outbox reconciler: republished jobs Redis had lost');
        }
        if (settled.length > 0) await em.execute('update messaging.outbox set settled_at = now() where id = any(?::uuid[])', [arrayLiteral(settled)], 'run');
        const last = rows.at(-1);
        return { found: rows.length, republished: lost.length, last: last ? { publishedAt: last.published_at, id: last.id } : null };
      });
      total += batch.republished;
      if (batch.found < SWEEP_BATCH || !batch.last) return total;
      after = batch.last;
    }
  }

  /**
   * Where each job is, in one round trip: 'lost' when Redis has no job of that id, 'finished'
   * when it completed or failed for good (kept in the failed set for an operator), otherwise
   * 'in-flight' (waiting, running, or waiting for a retry). It reads the job's hash, which
   * BullMQ writes and moves in the same script as the job's place in its lists, so a job that
   * has one is somewhere in the queue; `finishedOn` is set only when it has finished. A
   * completed job removed by age leaves no hash, but its subscriber has it in the inbox by then,
   * so it is never asked about.
   */
  private async jobStates(jobIds: readonly string[]): Promise<Array<'lost' | 'finished' | 'in-flight'>> {
    if (jobIds.length === 0) return [];
    const pipeline = this.producer.pipeline();
    for (const id of jobIds) pipeline.hmget(this.queue.toKey(id), 'timestamp', 'finishedOn');
    const answers = (await pipeline.exec()) ?? [];
    return jobIds.map((id, i) => {
      const [err, fields] = answers[i] ?? [new Error('no answer'), null];
      if (err) throw new Error(`Redis could not say where job ${id} is: ${err.message}`);
      const [timestamp, finishedOn] = fields as [string | null, string | null];
      if (timestamp === null) return 'lost';
      return finishedOn !== null ? 'finished' : 'in-flight';
    });
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

  /** Publishes and marks the rows in `em`'s transaction; answers how many were marked. */
  private async publish(rows: readonly OutboxRow[], em: EntityManager): Promise<number> {
    if (rows.length === 0) return 0;
    const wanted = rows.filter((r) => this.subscribers.interestedIn(r.name).length > 0);
    // Rows nobody subscribes to are done (published and settled): they stay in the outbox as the history of what happened.
    const unheard = rows.filter((r) => this.subscribers.interestedIn(r.name).length === 0).map((r) => r.id);
    if (unheard.length > 0) {
      await em.execute('update messaging.outbox set published_at = now(), settled_at = now(), attempts = attempts + 1 where id = any(?::uuid[]) and published_at is null', [
        arrayLiteral(unheard),
      ]);
    }
    const published: OutboxRow[] = [];
    const deliveries = this.deliveriesOf(wanted);
    if (wanted.length > 0) {
      try {
        await this.addJobs(deliveries);
        published.push(...wanted);
      } catch (err) {
        this.logger.warn({ err: (err as Error).message, events: wanted.map((r) => r.id) }, 'outbox relay: events not published, left in the outbox for the sweep');
        await em.execute('update messaging.outbox set attempts = attempts + 1 where id = any(?::uuid[])', [arrayLiteral(wanted.map((r) => r.id))]);
      }
    }
    if (published.length > 0) {
      const keyOf = new Map(deliveries.flatMap((d) => d.rows.map((r) => [r.id, d.key] as const)));
      await em.execute(
        `update messaging.outbox o set published_at = now(), attempts = o.attempts + 1, delivery_key = d.key
         from unnest(?::uuid[], ?::uuid[]) as d(id, key) where o.id = d.id and o.published_at is null`,
        [arrayLiteral(published.map((r) => r.id)), arrayLiteral(published.map((r) => keyOf.get(r.id)!))],
      );
    }
    // Every process drops the cached answers these events make stale.
    announce(this.producer, this.channel, rows.map((r) => r.name));
    return unheard.length + published.length;
  }

  /** The publication's rows in parts of DELIVERY_MAX, each part one delivery per interested subscriber. */
  private deliveriesOf(rows: readonly OutboxRow[]): Delivery[] {
    const deliveries: Delivery[] = [];
    for (let start = 0; start < rows.length; start += DELIVERY_MAX) {
      const part = rows.slice(start, start + DELIVERY_MAX);
      for (const subscriber of this.subscribers.all()) {
        const theirs = part.filter((r) => this.subscribers.interestedIn(r.name).includes(subscriber));
        if (theirs.length > 0) deliveries.push({ key: deliveryKey(part), subscriber, rows: theirs });
      }
    }
    return deliveries;
  }

  private async addJobs(deliveries: readonly Delivery[]): Promise<void> {
    // Fail fast: BullMQ would otherwise wait for a connection that is not there.
    if (this.producer.status !== 'ready') throw new Error(`Redis is not connected (${this.producer.status})`);
    const options = eventJobOptions(this.config);
    const jobs = deliveries.map(({ key, subscriber, rows }) => ({
      name: subscriber.name,
      data: {
        subscriber: subscriber.name,
        events: rows.map((row) => ({ eventId: row.id, eventName: row.name, payload: row.payload, occurredAt: row.occurredAt.toISOString() })),
      },
      opts: { ...options, jobId: eventJobId(key, subscriber.name) },
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
