import 'reflect-metadata';
import { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import type { Queue } from 'bullmq';
import type { DestinationStream } from 'pino';
import type { Config } from '../kernel/config';
import { clockStartingAt, systemClock, type Clock } from '../kernel/clock';
import { createLogger, type Logger } from '../kernel/logger';
import { createRedis, waitUntilReady } from '../kernel/redis';
import { createOrm } from '../kernel/database/orm';
import { Sql } from '../kernel/database/sql';
import { CommandBus } from '../kernel/cqrs/command-bus';
import { QueryBus } from '../kernel/cqrs/query-bus';
import { TOKENS } from '../kernel/tokens';
import { openEventsQueue, type EventsQueueHandle } from '../kernel/messaging/event-queue';
import type { AppModule, ModuleContext } from '../kernel/module';
import { SubscriberRegistry } from '../kernel/messaging/subscriber';
import { OutboxRelay } from '../kernel/messaging/outbox-relay';
import { OutboxReconciler } from '../kernel/messaging/outbox-reconciler';
import { createMailer, type Mailer } from '../kernel/mail/mailer';
import { ReadCache } from '../kernel/cache/read-cache';
import { SiteLanguages } from '../kernel/languages';
import { Metrics } from '../kernel/metrics/metrics';
import { announce, broadcastChannel, EventBroadcastListener } from '../kernel/messaging/event-broadcast';
import { modules } from '../modules';

export interface Runtime {
  readonly config: Config;
  readonly logger: Logger;
  readonly orm: MikroORM;
  readonly redis: Redis;
  readonly container: Container;
  readonly commands: CommandBus;
  readonly queries: QueryBus;
  readonly modules: readonly AppModule[];
  readonly subscribers: SubscriberRegistry;
  readonly relay: OutboxRelay;
  readonly reconciler: OutboxReconciler;
  readonly mailer: Mailer;
  readonly cache: ReadCache;
  readonly metrics: Metrics;
  /** What every module is handed (routes, pages, periodic jobs, subscribers). */
  readonly context: ModuleContext;
  /** The events queue for looking at it (metrics, the admin queue view), opened on first use. */
  readonly eventsQueue: Queue;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /**
   * Follow the events other processes publish, to drop cached answers they make stale (the
   * api, the worker). The cli is short-lived and caches nothing worth following.
   */
  readonly followEvents?: boolean;
  /** What time it is for the modules' rules (deadlines); tests pass one they can move. Otherwise CLOCK_START or the system clock. */
  readonly clock?: Clock;
  /** Where log lines go (stdout unless a test reads them). */
  readonly logDestination?: DestinationStream;
}

/** The read cache's bounds: well inside the api's memory budget (the bench's memory phase). */
const READ_CACHE = { maxBytesPerRegion: 16 * 1024 * 1024, ttlMs: 5 * 60_000 };

/** What the api, the worker and the cli share: config, logger, ORM, Redis, container, buses, modules, the outbox relay. */
export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = createLogger(config.logLevel, { name: config.name, destination: options.logDestination });
  const orm = await createOrm(config.databaseUrl, modules.flatMap((m) => m.entities));
  const redis = createRedis(config.redisUrl, { enableAutoPipelining: true });
  redis.on('error', (err) => logger.warn({ err }, 'redis connection error'));
  // Start even when Redis is down (calls that need it answer 503 until it is back), but not before it had a chance.
  await waitUntilReady(redis, 5000).catch((err: unknown) => logger.warn({ err }, 'starting without Redis'));
  const container = new Container();
  const commands = new CommandBus(orm, container);
  const metrics = new Metrics(`${config.name}_`);
  const cache = new ReadCache({ ...READ_CACHE, metrics });
  container.bind(TOKENS.ReadCache).toConstantValue(cache);
  // This process's own commits make answers stale before the command's caller hears back; the
  // announcement tells the other processes' caches and wakes the worker's relay (kernel/messaging/outbox-listener.ts).
  commands.onCommitted((messages) => {
    const names = messages.map((m) => m.name);
    cache.invalidate(names);
    announce(redis, broadcastChannel(config), names);
  });
  const queries = new QueryBus(container);
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Logger).toConstantValue(logger);
  container.bind(TOKENS.Orm).toConstantValue(orm);
  container.bind(TOKENS.Sql).toConstantValue(new Sql(orm));
  container.bind(TOKENS.Redis).toConstantValue(redis);
  container.bind(TOKENS.CommandBus).toConstantValue(commands);
  container.bind(TOKENS.QueryBus).toConstantValue(queries);
  const mailer = createMailer(config, logger);
  container.bind(TOKENS.Mailer).toConstantValue(mailer);
  container.bind(TOKENS.SiteLanguages).toConstantValue(new SiteLanguages(config.siteLanguages));
  if (config.clockStart && !options.clock) logger.warn({ clockStart: config.clockStart.toISOString() }, 'CLOCK_START: the clock starts at a set instant (tests and demos only)');
  container.bind(TOKENS.Clock).toConstantValue(options.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock));
  // Each module's settings under its declaration's token, for its handlers to inject.
  for (const m of modules) if (m.settings) container.bind(m.settings.token).toConstantValue(config.of(m.settings));
  const ctx: ModuleContext = { container, commands, queries, config, cache, metrics };
  for (const m of modules) m.register(ctx);
  const subscribers = new SubscriberRegistry(modules.flatMap((m) => m.subscribers?.(ctx) ?? []));
  // Made on first use: only the worker publishes, so the api and the cli never open its Redis connection.
  let relay: OutboxRelay | undefined;
  let reconciler: OutboxReconciler | undefined;
  const theRelay = () => (relay ??= new OutboxRelay(orm, subscribers, config, logger));
  let eventsQueue: EventsQueueHandle | undefined;
  const listener = options.followEvents ?? true ? new EventBroadcastListener(redis, config, cache, logger) : null;
  return {
    config,
    logger,
    orm,
    redis,
    container,
    commands,
    queries,
    modules,
    subscribers,
    get relay() {
      return theRelay();
    },
    get reconciler() {
      reconciler ??= new OutboxReconciler(orm, subscribers, config, logger, theRelay());
      return reconciler;
    },
    mailer,
    cache,
    metrics,
    context: ctx,
    get eventsQueue() {
      eventsQueue ??= openEventsQueue(config, `${config.name}-queue-view`);
      return eventsQueue.queue;
    },
    async close() {
      await eventsQueue?.close();
      listener?.close();
      await relay?.close();
      mailer.close();
      redis.disconnect();
      await orm.close(true);
      // Singletons holding processes or handles of their own release them (@preDestroy).
      await container.unbindAll();
    },
  };
}
