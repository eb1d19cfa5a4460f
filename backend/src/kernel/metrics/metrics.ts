import http, { type Server } from 'node:http';
import client from 'prom-client';
import type { Queue } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Middleware } from 'koa';
import type { RouterContext } from '@koa/router';
import type { Logger } from '../logger';

/**
 * The process's Prometheus metrics (prom-client): one registry, every metric named after the
 * application (`<name>_...`), served by `startMetricsServer` on a port of its own (METRICS_PORT
 * for the api, WORKER_METRICS_PORT for the worker), never on the public one. The kernel's
 * mechanisms and the modules make their counters here; asked twice for one name, it answers the
 * metric made first.
 */
export class Metrics {
  readonly registry = new client.Registry();
  private processMetrics = false;

  constructor(private readonly prefix: string) {}

  counter<L extends string>(spec: { name: string; help: string; labelNames: readonly L[] }): client.Counter<L> {
    const name = this.prefix + spec.name;
    return (this.registry.getSingleMetric(name) as client.Counter<L> | undefined) ?? new client.Counter({ ...spec, name, registers: [this.registry] });
  }

  histogram<L extends string>(spec: { name: string; help: string; labelNames: readonly L[]; buckets: number[] }): client.Histogram<L> {
    const name = this.prefix + spec.name;
    return (this.registry.getSingleMetric(name) as client.Histogram<L> | undefined) ?? new client.Histogram({ ...spec, name, registers: [this.registry] });
  }

  /** A gauge read when scraped; made once per name. */
  gauge<L extends string>(spec: { name: string; help: string; labelNames?: readonly L[]; collect: (this: client.Gauge<L>) => Promise<void> }): void {
    const name = this.prefix + spec.name;
    if (!this.registry.getSingleMetric(name)) new client.Gauge({ ...spec, name, registers: [this.registry] });
  }

  /** Node's process metrics (CPU, memory, event loop lag, GC, handles). */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    client.collectDefaultMetrics({ register: this.registry, prefix: this.prefix });
  }
}

/** Outbox lag (age of the oldest unpublished row) and the events queue's job counts, read when scraped. */
export function watchOutboxAndQueue(metrics: Metrics, orm: MikroORM, queue: () => Queue): void {
  metrics.gauge({
    name: 'outbox_lag_seconds',
    help: 'Age of the oldest outbox row not yet published (0 when none)',
    async collect() {
      const rows = await orm.em
        .getConnection()
        .execute<{ lag: string | null }[]>(`select extract(epoch from now() - min(occurred_at)) as lag from messaging.outbox where published_at is null`);
      this.set(Number(rows[0]?.lag ?? 0));
    },
  });
  metrics.gauge({
    name: 'queue_jobs',
    help: 'Jobs of the events queue by state (BullMQ getJobCounts)',
    labelNames: ['queue', 'state'] as const,
    async collect() {
      const q = queue();
      const counts = await q.getJobCounts('waiting', 'active', 'failed', 'delayed', 'completed');
      for (const [state, n] of Object.entries(counts)) this.set({ queue: q.name, state }, n);
    },
  });
}

/** A route whose answers a module counts by status (e.g. its submissions, accepted or refused). */
export interface CountedRoute {
  readonly method: string;
  readonly path: string;
  answered(status: number): void;
}

/**
 * HTTP durations labelled by the route's template (`/api/items/:id`, never the raw path: one
 * series per route, not per id); requests no route matched are `static` (the frontends'
 * files) or `unmatched`. The answers of `counted` routes are handed to their counters.
 */
export function httpMetrics(metrics: Metrics, counted: readonly CountedRoute[]): Middleware {
  const httpRequestDuration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });
  return async (ctx, next) => {
    const end = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      // The router names the template of the route it ran (its public `routerPath`).
      const matched = (ctx as Pick<RouterContext, 'routerPath'>).routerPath;
      const route = matched ?? (ctx.path.startsWith('/api/') || ctx.path.startsWith('/admin/queues') ? 'unmatched' : 'static');
      const status = ctx.status;
      end({ method: ctx.method, route, status: String(status) });
      counted.find((c) => c.path === route && c.method === ctx.method)?.answered(status);
    }
  };
}

/** `/metrics` on its own port, on `host` (METRICS_HOST: loopback unless a scraper on another pod or host needs it). */
export function startMetricsServer(metrics: Metrics, port: number, logger: Logger, host: string): Server {
  const { registry } = metrics;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch((err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err.message}\n`));
  });
  // A port taken is loud in the log but not fatal: the process's work matters more than its metrics.
  server.on('error', (err) => logger.error({ err, port }, 'metrics server failed'));
  server.listen(port, host, () => logger.info({ port: (server.address() as { port: number }).port }, 'metrics listening'));
  return server;
}
