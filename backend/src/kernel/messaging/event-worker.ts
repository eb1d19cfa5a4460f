import { Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SubscriberRegistry } from './subscriber';
import type { OutboxRelay } from './outbox-relay';
import type { OutboxReconciler } from './outbox-reconciler';
import { prepared } from '../database/prepared';
import { EventWorkerWatchdog } from './event-worker-watchdog';
import { OutboxSweep } from './outbox-sweep';
import { OutboxListener } from './outbox-listener';
import { EVENTS_QUEUE, bullPrefix, type EventJobData } from './event-queue';

export interface EventWorkerDeps {
  readonly orm: MikroORM;
  readonly subscribers: SubscriberRegistry;
  readonly relay: OutboxRelay;
  readonly reconciler: OutboxReconciler;
  readonly config: Config;
  readonly logger: Logger;
}

/** What a delivery did: ran the subscriber, or found it in the inbox already. */
export type DeliveryOutcome = 'handled' | 'duplicate';

/** A pause that never keeps the process alive on its own (it only bounds waits). */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The events queue's both ends: the outbox relay, woken through Redis when rows are committed
 * (OutboxListener) and on the sweep's timer (OutboxSweep), and a BullMQ worker that runs each
 * job's subscriber inside a transaction with its inbox row, recreated by its watchdog
 * (event-worker-watchdog.ts) when it stops taking jobs.
 */
export class EventWorker {
  private worker: Worker<EventJobData, DeliveryOutcome> | undefined;
  private connection: Redis | undefined;
  private closing = false;
  private connectionTrouble = false;
  private readonly sweep: OutboxSweep;
  private readonly watchdog: EventWorkerWatchdog;
  private listener: OutboxListener | undefined;
  /** How many BullMQ workers this process made: 1, plus one per recreation by the watchdog. */
  generation = 0;

  constructor(private readonly deps: EventWorkerDeps) {
    this.sweep = new OutboxSweep(deps);
    this.watchdog = new EventWorkerWatchdog({
      everyMs: deps.config.worker.watchdogMs,
      logger: deps.logger,
      current: () => this.worker,
      waitingJobs: () => deps.relay.waitingJobs(),
      recreate: (reason) => this.recreate(reason),
    });
  }

  start(): void {
    this.listener = new OutboxListener(this.deps.config, this.deps.relay, this.deps.logger);
    this.spawn();
    this.sweep.start();
    this.watchdog.start();
    this.deps.logger.info({ subscribers: this.deps.subscribers.names(), concurrency: this.deps.config.worker.concurrency }, 'event worker started');
  }

  /** Graceful stop: no new jobs, the jobs in hand finish, then the connections close. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.listener?.close();
    await Promise.all([this.sweep.stop(), this.watchdog.stop(), this.deps.relay.drain()]);
    await this.worker?.close();
    this.connection?.disconnect();
  }

  /** The BullMQ worker in use (for diagnostics and fault tests). */
  get current(): Worker<EventJobData, DeliveryOutcome> | undefined {
    return this.worker;
  }

  /**
   * Runs one delivery: in one transaction, the inbox row (subscriber, event id) is inserted
   * first, then the subscriber handles the event. An event handled before, or by a racing
   * delivery of the same job, is left alone ('duplicate'). A throwing subscriber rolls the
   * delivery back, inbox row included, and the job is retried.
   */
  async deliver(data: EventJobData): Promise<DeliveryOutcome> {
    const subscriber = this.deps.subscribers.get(data.subscriber);
    // Not a permanent failure: during a deploy another worker may know the subscriber.
    if (!subscriber) throw new Error(`no subscriber named ${data.subscriber} in this worker`);
    const { eventId, eventName, payload, occurredAt } = data.event;
    return this.deps.orm.em.fork().transactional(async (em) => {
      const inserted = await prepared(em, 'messaging.inbox-insert', 'insert into messaging.inbox (subscriber, event_id) values (?, ?) on conflict do nothing returning event_id', [data.subscriber, eventId]);
      if (inserted.length === 0) return 'duplicate';
      await subscriber.handle({ id: eventId, name: eventName, payload, occurredAt }, em);
      return 'handled';
    });
  }

  private readonly process = async (job: Job<EventJobData, DeliveryOutcome>): Promise<DeliveryOutcome> => {
    this.watchdog.jobStarted();
    try {
      const outcome = await this.deliver(job.data);
      // With the request id, one request can be followed from its HTTP log line to each subscriber's work.
      this.deps.logger.info({ requestId: job.data.event.requestId ?? undefined, subscriber: job.data.subscriber, event: job.data.event.eventName, outcome }, 'event delivered');
      return outcome;
    } finally {
      this.watchdog.jobEnded();
    }
  };

  private spawn(): void {
    const { config, logger } = this.deps;
    this.generation++;
    const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null, connectionName: `${config.name}-event-worker` });
    connection.on('ready', () => {
      if (this.connectionTrouble) logger.info('event worker: redis is back');
      this.connectionTrouble = false;
    });
    const onTrouble = (err: Error) => {
      if (!this.connectionTrouble) logger.warn({ err }, 'event worker: redis connection trouble (retrying)');
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
      name: `${config.name}-worker-${process.pid}`,
    });
    worker.on('error', onTrouble);
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      logger[final ? 'error' : 'warn'](
        { job: job.id, attempt: job.attemptsMade, of: job.opts.attempts, err },
        final ? 'event delivery failed for good: the job is kept in the failed set' : 'event delivery failed: will retry',
      );
    });
    worker.on('stalled', (jobId) => logger.warn({ job: jobId }, 'event job stalled (its worker stopped): taken again'));
    this.worker = worker;
    this.connection = connection;
    this.watchdog.reset();
  }

  /** The watchdog's remedy: the stuck BullMQ worker is closed (not waited on for long) and a new one made. */
  private async recreate(reason: string): Promise<void> {
    this.deps.logger.warn({ reason, generation: this.generation }, 'event worker watchdog: recreating the BullMQ worker');
    const worker = this.worker;
    const connection = this.connection;
    await Promise.race([worker?.close(true).catch(() => undefined), sleep(5000)]);
    connection?.disconnect();
    if (!this.closing) this.spawn();
  }
}
