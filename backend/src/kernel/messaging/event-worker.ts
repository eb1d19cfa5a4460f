import { Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { DeliveryFailures, SubscriberRegistry } from './subscriber';
import { arrayLiteral } from '../database/postgres';
import type { OutboxRelay } from './outbox-relay';
import { OutboxListener } from './outbox-listener';
import { EVENTS_QUEUE, bullPrefix, type EventJobData } from './event-queue';

export interface EventWorkerDeps {
  readonly orm: MikroORM;
  readonly subscribers: SubscriberRegistry;
  readonly relay: OutboxRelay;
  readonly config: Config;
  readonly logger: Logger;
}

/** What a delivery did: ran the subscriber, or found it in the inbox already. */
export type DeliveryOutcome = 'handled' | 'duplicate';

/** The error a partly failed delivery ends with (BullMQ keeps its message as the failed reason). */
function deliveryError(failures: DeliveryFailures, of: number): Error {
  const [first] = failures.values();
  if (of === 1) return first!;
  return new Error(`${failures.size} of ${of} events not handled (retried); the first: ${first!.message}`);
}

/** A pause that never keeps the process alive on its own (it only bounds waits). */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The events queue's both ends: the outbox relay, woken by Postgres when rows are committed
 * (OutboxListener), a BullMQ worker that runs each job's subscriber inside a transaction with
 * its inbox row, the outbox sweep and reconciler, and a watchdog that recreates
 * the BullMQ worker when it stops taking jobs (bullmq #3185: after a Redis restart a worker
 * may stay "running" and never fetch again).
 */
export class EventWorker {
  private worker: Worker<EventJobData, DeliveryOutcome> | undefined;
  private connection: Redis | undefined;
  private closing = false;
  private inHand = 0;
  private lastActivity = Date.now();
  private unhealthySince: number | null = null;
  private connectionTrouble = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private watchdogTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private watching: Promise<void> = Promise.resolve();
  private listener: OutboxListener | undefined;
  /** When the last reconcile pass started (0: none yet, so the first sweep runs one). */
  private reconciledAt = 0;
  /** How many BullMQ workers this process made: 1, plus one per recreation by the watchdog. */
  generation = 0;

  constructor(private readonly deps: EventWorkerDeps) {}

  start(): void {
    this.listener = new OutboxListener(this.deps.config.databaseUrl, this.deps.relay, this.deps.logger);
    this.listener.start();
    this.spawn();
    this.scheduleSweep(0);
    this.scheduleWatchdog();
    this.deps.logger.info({ subscribers: this.deps.subscribers.names(), concurrency: this.deps.config.worker.concurrency }, 'event worker started');
  }

  /** Graceful stop: no new jobs, the jobs in hand finish, then the connections close. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearTimeout(this.sweepTimer);
    clearTimeout(this.watchdogTimer);
    await this.listener?.close();
    await Promise.all([this.sweeping, this.watching, this.deps.relay.drain()]);
    await this.worker?.close();
    this.connection?.disconnect();
  }

  /** The BullMQ worker in use (for diagnostics and fault tests). */
  get current(): Worker<EventJobData, DeliveryOutcome> | undefined {
    return this.worker;
  }

  /**
   * Runs one delivery: its subscriber gets the events not in its inbox yet, in one transaction
   * that first inserts their inbox rows (subscriber, event id), so an event handled before, or
   * by a racing delivery of the same job, is left out ('duplicate' when that is all of them).
   * A throwing subscriber rolls the whole delivery back; the events it answers as failed have
   * their inbox rows withdrawn before the commit, and the delivery then throws so the job is
   * retried, for those only.
   */
  async deliver(data: EventJobData): Promise<DeliveryOutcome> {
    const subscriber = this.deps.subscribers.get(data.subscriber);
    // Not a permanent failure: during a deploy another worker may know the subscriber.
    if (!subscriber) throw new Error(`no subscriber named ${data.subscriber} in this worker`);
    const { outcome, failures } = await this.deps.orm.em.fork().transactional(async (em) => {
      const inserted = await em.execute<Array<{ event_id: string }>>(
        'insert into messaging.inbox (subscriber, event_id) select ?, unnest(?::uuid[]) on conflict do nothing returning event_id',
        [data.subscriber, arrayLiteral(data.events.map((e) => e.eventId))],
      );
      const fresh = new Set(inserted.map((r) => r.event_id));
      if (fresh.size === 0) return { outcome: 'duplicate' as const, failures: undefined };
      const events = data.events.filter((e) => fresh.has(e.eventId)).map((e) => ({ id: e.eventId, name: e.eventName, payload: e.payload, occurredAt: e.occurredAt }));
      const failed = await subscriber.handle(events, em);
      if (failed && failed.size > 0) {
        await em.execute('delete from messaging.inbox where subscriber = ? and event_id = any(?::uuid[])', [data.subscriber, arrayLiteral([...failed.keys()])]);
      }
      return { outcome: 'handled' as const, failures: failed && failed.size > 0 ? failed : undefined };
    });
    if (failures) throw deliveryError(failures, data.events.length);
    return outcome;
  }

  private readonly process = async (job: Job<EventJobData, DeliveryOutcome>): Promise<DeliveryOutcome> => {
    this.inHand++;
    this.lastActivity = Date.now();
    try {
      const outcome = await this.deliver(job.data);
      this.deps.logger.debug({ job: job.id, events: job.data.events.length, outcome }, 'event delivered');
      return outcome;
    } finally {
      this.inHand--;
      this.lastActivity = Date.now();
    }
  };

  private spawn(): void {
    const { config, logger } = this.deps;
    this.generation++;
    const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null, connectionName: 'costiera-event-worker' });
    connection.on('ready', () => {
      if (this.connectionTrouble) logger.info('event worker: redis is back');
      this.connectionTrouble = false;
    });
    const onTrouble = (err: Error) => {
      if (!this.connectionTrouble) logger.warn({ err: err.message }, 'event worker: redis connection trouble (retrying)');
      this.connectionTrouble = true;
    };
    connection.on('error', onTrouble);
    const worker = new Worker<EventJobData, DeliveryOutcome>(EVENTS_QUEUE, this.process, {
      connection,
      prefix: bullPrefix(config),
      concurrency: config.worker.concurrency,
      lockDuration: config.worker.lockMs,
      stalledInterval: config.worker.stalledIntervalMs,
      // A job whose worker died is taken again; one that kills its workers repeatedly ends as failed.
      maxStalledCount: 2,
      name: `costiera-worker-${process.pid}`,
    });
    worker.on('error', onTrouble);
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      logger[final ? 'error' : 'warn'](
        { job: job.id, attempt: job.attemptsMade, of: job.opts.attempts, err: err.message },
        final ? 'event delivery failed for good: the job is kept in the failed set' : 'event delivery failed: will retry',
      );
    });
    worker.on('stalled', (jobId) => logger.warn({ job: jobId }, 'event job stalled (its worker stopped): taken again'));
    this.worker = worker;
    this.connection = connection;
    this.unhealthySince = null;
    this.lastActivity = Date.now();
  }

  private scheduleSweep(delay = this.deps.config.events.sweepIntervalMs): void {
    if (this.closing) return;
    this.sweepTimer = setTimeout(() => {
      this.sweeping = (async () => {
        const published = await this.deps.relay.sweep();
        if (published > 0) this.deps.logger.info({ events: published }, 'outbox sweep published events no notification brought');
        // The reconciler looks only at rows published OUTBOX_RECONCILE_AGE_MS ago or more, so a
        // pass every quarter of that finds a lost job soon enough; a pass at every sweep (3 s)
        // would walk the whole backlog of waiting jobs again and again while a burst drains.
        const { sweepIntervalMs, reconcileAgeMs } = this.deps.config.events;
        if (Date.now() - this.reconciledAt >= Math.max(sweepIntervalMs, reconcileAgeMs / 4)) {
          this.reconciledAt = Date.now();
          await this.deps.relay.reconcile();
        }
      })()
        .catch((err: Error) => this.deps.logger.warn({ err: err.message }, 'outbox sweep failed'))
        .finally(() => this.scheduleSweep());
    }, delay);
  }

  private scheduleWatchdog(): void {
    if (this.closing) return;
    this.watchdogTimer = setTimeout(() => {
      this.watching = this.check()
        .catch((err: Error) => this.deps.logger.warn({ err: err.message }, 'event worker watchdog failed'))
        .finally(() => this.scheduleWatchdog());
    }, this.deps.config.worker.watchdogMs);
  }

  /** Why the BullMQ worker must be replaced, or null while it is healthy. */
  private async diagnose(worker: Worker<EventJobData, DeliveryOutcome>): Promise<string | null> {
    const every = this.deps.config.worker.watchdogMs;
    if (!worker.isRunning()) return 'the worker stopped running';
    const now = Date.now();
    if ((await this.blockingStatus(worker)) !== 'ready') {
      this.unhealthySince ??= now;
      // ioredis reconnects by itself; a connection that stays down through three checks while Redis answers is stuck.
      if (now - this.unhealthySince > 3 * every && (await this.deps.relay.waitingJobs()) !== null) return 'its blocking connection did not come back';
      return null;
    }
    this.unhealthySince = null;
    if (this.inHand === 0 && now - this.lastActivity > 2 * every) {
      const waiting = await this.deps.relay.waitingJobs();
      if (waiting !== null && waiting > 0) return `${waiting} job(s) wait but the worker takes none`;
    }
    return null;
  }

  private async check(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.closing) return;
    const reason = await this.diagnose(worker);
    if (!reason || this.closing) return;
    this.deps.logger.warn({ reason, generation: this.generation }, 'event worker watchdog: recreating the BullMQ worker');
    const connection = this.connection;
    await Promise.race([worker.close(true).catch(() => undefined), sleep(5000)]);
    connection?.disconnect();
    if (!this.closing) this.spawn();
  }

  private async blockingStatus(worker: Worker<EventJobData, DeliveryOutcome>): Promise<string> {
    const client = worker.getBackend().blockingClient;
    if (!client) return 'none';
    const answered = await Promise.race([client.then((c) => (c as unknown as { status?: string }).status ?? 'unknown'), sleep(1000).then(() => 'connecting')]);
    return answered;
  }
}
