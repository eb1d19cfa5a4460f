import http, { type Server } from 'node:http';
import client from 'prom-client';
import type { Queue } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Middleware } from 'koa';
import type { RouterContext } from '@koa/router';
import type { Logger } from '../logger';

/**
 * The process's Prometheus metrics (prom-client), one registry per process, served by
 * `startMetricsServer` on a port of its own (METRICS_PORT for the api, WORKER_METRICS_PORT
 * for the worker), never on the public one.
 */
export const registry = new client.Registry();

export const httpRequestDuration = new client.Histogram({
  name: 'costiera_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const bookingRequests = new client.Counter({
  name: 'costiera_booking_requests_total',
  help: 'Booking requests submitted, by outcome (accepted, or refused: throttled, bad input, ...)',
  labelNames: ['outcome', 'status'] as const,
  registers: [registry],
});

export const emailsSent = new client.Counter({
  name: 'costiera_emails_total',
  help: 'Emails by subscriber and result (sent, failed: retried, refused: for good)',
  labelNames: ['subscriber', 'result'] as const,
  registers: [registry],
});

export const readCacheLookups = new client.Counter({
  name: 'costiera_read_cache_lookups_total',
  help: 'Read-cache lookups by region and result (hit, miss)',
  labelNames: ['region', 'result'] as const,
  registers: [registry],
});

let processMetrics = false;
/** Node's process metrics (CPU, memory, event loop lag, GC, handles). */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: registry, prefix: 'costiera_' });
}

/** Outbox lag (age of the oldest unpublished row) and the events queue's job counts, read when scraped. */
export function watchOutboxAndQueue(orm: MikroORM, queue: () => Queue): void {
  if (registry.getSingleMetric('costiera_outbox_lag_seconds')) return;
  new client.Gauge({
    name: 'costiera_outbox_lag_seconds',
    help: 'Age of the oldest outbox row not yet published (0 when none)',
    registers: [registry],
    async collect() {
      const rows = await orm.em
        .getConnection()
        .execute<{ lag: string | null }[]>(`select extract(epoch from now() - min(occurred_at)) as lag from messaging.outbox where published_at is null`);
      this.set(Number(rows[0]?.lag ?? 0));
    },
  });
  new client.Gauge({
    name: 'costiera_queue_jobs',
    help: 'Jobs of the events queue by state (BullMQ getJobCounts)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const q = queue();
      const counts = await q.getJobCounts('waiting', 'active', 'failed', 'delayed', 'completed');
      for (const [state, n] of Object.entries(counts)) this.set({ queue: q.name, state }, n);
    },
  });
}

/**
 * HTTP durations labelled by the route's template (`/api/tours/:id`, never the raw path: one
 * series per route, not per id); requests no route matched are `static` (the frontends'
 * files) or `unmatched`. The booking submission's answers count as accepted or refused.
 */
export function httpMetrics(bookingRoute: { method: string; path: string }): Middleware {
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
      if (route === bookingRoute.path && ctx.method === bookingRoute.method) {
        bookingRequests.inc({ outcome: status >= 200 && status < 300 ? 'accepted' : 'refused', status: String(status) });
      }
    }
  };
}

/** `/metrics` on its own port, on `host` (METRICS_HOST: loopback unless a scraper on another pod or host needs it). */
export function startMetricsServer(port: number, logger: Logger, host: string): Server {
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
