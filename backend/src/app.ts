import 'reflect-metadata';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './kernel/config';
import { clockStartingAt, systemClock, type Clock } from './kernel/clock';
import { createLogger, type Logger } from './kernel/logger';
import { createRedis, waitUntilReady } from './kernel/redis';
import { createOrm } from './kernel/database/orm';
import { Sql } from './kernel/database/sql';
import { CommandBus } from './kernel/cqrs/command-bus';
import { QueryBus } from './kernel/cqrs/query-bus';
import { TOKENS } from './kernel/tokens';
import { errorHandler } from './kernel/http/error-handler';
import { requestLog } from './kernel/http/request-log';
import { securityHeaders } from './kernel/http/security-headers';
import { sameOriginJson } from './kernel/http/same-origin-json';
import { wellFormedPath } from './kernel/http/well-formed-path';
import { sessionMiddleware } from './kernel/http/session';
import { RouteTable, type SessionAuthenticator } from './kernel/http/route-table';
import { healthRoutes } from './kernel/http/health';
import { shellIndex, staticFiles } from './kernel/http/static-files';
import { bookingFormKey, bookingFormPages, publicPages, rendersOnServer, sendPage } from './public-pages';
import { apiDocsRoutes } from './kernel/http/api-docs';
import { httpMetrics } from './kernel/metrics/metrics';
import { queueView } from './kernel/http/queue-view';
import { openEventsQueue, type EventsQueueHandle } from './kernel/messaging/event-queue';
import type { Queue } from 'bullmq';
import compress from 'koa-compress';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { AppModule, ModuleContext } from './kernel/module';
import { SubscriberRegistry } from './kernel/messaging/subscriber';
import { OutboxRelay } from './kernel/messaging/outbox-relay';
import { OutboxReconciler } from './kernel/messaging/outbox-reconciler';
import { createMailer, type Mailer } from './kernel/mail/mailer';
import { ReadCache } from './kernel/cache/read-cache';
import { announce, broadcastChannel, EventBroadcastListener } from './kernel/messaging/event-broadcast';
import { modules as allModules } from './modules';
import { migrationsList } from './migrations';
import { allRoutes, bookings as bookingRoutes } from '@costiera/contracts';

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

/** The read cache's bounds: well inside the api's memory budget (250 MB RSS under load). */
const READ_CACHE = { maxBytesPerRegion: 16 * 1024 * 1024, ttlMs: 5 * 60_000 };

/** What the api, the worker and the cli share: config, logger, ORM, Redis, container, buses, modules, the outbox relay. */
export async function createRuntime(config: Config, modules: readonly AppModule[] = allModules, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = createLogger(config.logLevel, { name: 'costiera', destination: options.logDestination });
  const orm = await createOrm(config.databaseUrl, modules.flatMap((m) => m.entities), migrationsList);
  const redis = createRedis(config.redisUrl, { enableAutoPipelining: true });
  redis.on('error', (err) => logger.warn({ err }, 'redis connection error'));
  // Start even when Redis is down (calls that need it answer 503 until it is back), but not before it had a chance.
  await waitUntilReady(redis, 5000).catch((err: unknown) => logger.warn({ err }, 'starting without Redis'));
  const container = new Container();
  const commands = new CommandBus(orm, container);
  const cache = new ReadCache(READ_CACHE);
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
  if (config.clockStart && !options.clock) logger.warn({ clockStart: config.clockStart.toISOString() }, 'CLOCK_START: the clock starts at a set instant (tests and demos only)');
  container.bind(TOKENS.Clock).toConstantValue(options.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock));
  const ctx: ModuleContext = { container, commands, queries, config, cache };
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
    get eventsQueue() {
      eventsQueue ??= openEventsQueue(config, 'costiera-queue-view');
      return eventsQueue.queue;
    },
    async close() {
      await eventsQueue?.close();
      listener?.close();
      await relay?.close();
      mailer.close();
      redis.disconnect();
      await orm.close(true);
    },
  };
}

export interface HttpApp {
  readonly koa: Koa;
  readonly routes: RouteTable;
  readonly router: Router;
  /** Set `draining` on SIGTERM: /readyz answers 503 and answers close their connections. */
  readonly lifecycle: { draining: boolean };
}

/** The Koa application: middleware stack, then every module's routes bound from contracts. */
export function createHttpApp(runtime: Runtime): HttpApp {
  const { config, logger, container, orm, redis } = runtime;
  // Behind our proxies the client is the X-Forwarded-For entry our first proxy added: entries left of it are the client's own word.
  const koa = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustedProxyHops });
  koa.keys = [config.sessionSecret];
  const https = config.publicBaseUrl.startsWith('https:');

  const routes = new RouteTable();
  const lifecycle = { draining: false };
  healthRoutes(routes, orm, redis, () => lifecycle.draining);
  const ctx: ModuleContext = { container, commands: runtime.commands, queries: runtime.queries, config, cache: runtime.cache };
  for (const m of runtime.modules) m.routes(routes, ctx);
  // Paths match case-sensitively everywhere, as the prefix checks below (origin, sessions, static files) do: /API/... is a 404.
  const router = new Router({ sensitive: true });
  routes.mount(router, container.get<SessionAuthenticator>(TOKENS.SessionAuthenticator), allRoutes);
  apiDocsRoutes(router, routes.routes());
  const modulePages = new Router({ sensitive: true });
  for (const m of runtime.modules) m.pages?.(modulePages, ctx);

  const session = sessionMiddleware(koa, redis, { prefix: config.redisPrefix, secure: https });
  koa.use(httpMetrics(bookingRoutes.submitBookingRequest));
  // Draining (main.ts, on SIGTERM): every answer closes its connection, so keep-alive clients
  // and the load balancer open their next one to another replica.
  koa.use(async (c, next) => {
    if (lifecycle.draining) c.set('Connection', 'close');
    await next();
  });
  koa.use(requestLog(logger, { secretPaths: runtime.modules.flatMap((m) => m.secretPaths ?? []) }));
  koa.use(errorHandler(logger));
  koa.use(wellFormedPath());
  koa.use(securityHeaders({ https }));
  koa.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } }));
  koa.use(
    queueView({
      queue: () => runtime.eventsQueue,
      authenticator: () => container.get<SessionAuthenticator>(TOKENS.SessionAuthenticator),
      session,
      publicBaseUrl: config.publicBaseUrl,
      loginPath: '/admin/login',
      backPath: '/admin/dashboard',
    }),
  );
  // Module pages (robots.txt, the sitemap, the booking links) before the static files, which answer 404 for paths the browser app does not know.
  koa.use(modulePages.routes());
  const frontends = config.frontendsDir ?? path.resolve(__dirname, '../../frontends');
  const week = 'public, max-age=604800';
  const shellDir = path.join(frontends, 'shell/dist');
  const remotesManifest = process.env.COSTIERA_REMOTES;
  // The public pages, rendered on the server from the public remote's server build.
  const pages = publicPages(ctx, routes, frontends);
  koa.use(bookingFormPages(ctx, pages, shellIndex(shellDir, remotesManifest)));
  koa.use(
    staticFiles({
      shellDir,
      remotesManifest,
      mounts: [
        // The server entry and its manifest are for the backend, not for browsers.
        { prefix: '/remotes/public/', dir: path.join(frontends, 'public/dist'), cache: 'no-cache', hidden: /^(server\/|ssr\.json$)/ },
        { prefix: '/remotes/admin/', dir: path.join(frontends, 'admin/dist'), cache: 'no-cache' },
        { prefix: '/images/', dir: path.resolve(__dirname, '../public/images'), cache: week },
        { prefix: '/', dir: shellDir, cache: 'no-cache' },
      ],
      async page(c, html) {
        if (!rendersOnServer(c.path, remotesManifest)) return false;
        const page = await pages.page(html, c.url, null, bookingFormKey(c.url));
        if (page) sendPage(c, page);
        return page !== null;
      },
    }),
  );
  koa.use(sameOriginJson(config.publicBaseUrl));
  koa.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '100kb',
      encoding: 'utf-8',
      onError: (err) => {
        throw err;
      },
    }),
  );
  // Sessions matter only to the admin API: public pages and calls never touch Redis for them.
  // Its answers are one admin's data: no browser or proxy cache may keep them.
  koa.use(async (c, next) => {
    if (!c.path.startsWith('/api/admin/')) return next();
    c.set('Cache-Control', 'no-store');
    return session(c, next);
  });
  koa.use(router.routes());
  // A known path with another method: the router's 405 (with its Allow header) in the one JSON error shape, not text/plain.
  koa.use(async (c, next) => {
    await next();
    if (c.status === 405 && c.path.startsWith('/api/')) c.body = { error: 'method_not_allowed', message: 'This address does not accept that method' };
  });
  koa.use(router.allowedMethods());
  return { koa, routes, router, lifecycle };
}
