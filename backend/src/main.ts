import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { ConfigError } from './kernel/config';
import { loadConfig } from './site/application';
import { createRuntime, type Runtime } from './site/runtime';
import { createHttpApp, type HttpApp } from './site/app';
import { startMetricsServer, watchOutboxAndQueue } from './kernel/metrics/metrics';
import { listen } from './site/listen';

export interface ApiOptions {
  /** Called once the app is built, before it listens (`make bench` adds its reference routes here). */
  readonly beforeListen?: (http: HttpApp, runtime: Runtime) => void | Promise<void>;
}

/**
 * The api process: HTTP on PORT until SIGTERM / SIGINT, then a graceful stop. Its V8 flags
 * are given where it is started: docs/adr/0005-process-tuning-at-start.md.
 */
export async function runApi(options: ApiOptions = {}): Promise<void> {
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const http = createHttpApp(runtime);
  await options.beforeListen?.(http, runtime);
  const { koa, lifecycle } = http;
  const server: Server = createServer(koa.callback());
  server.keepAliveTimeout = 65_000;
  await listen(server, config.port, 'PORT');
  runtime.logger.info({ port: (server.address() as { port: number }).port, url: config.publicBaseUrl }, 'api listening');
  // For whoever started it (make up): the address, once it answers.
  console.log(`Costiera runs on ${config.publicBaseUrl}`);
  runtime.metrics.collectProcessMetrics();
  watchOutboxAndQueue(runtime.metrics, runtime.orm, () => runtime.eventsQueue);
  const metrics = startMetricsServer(runtime.metrics, config.metricsPort, runtime.logger, config.metricsHost);

  /**
   * The drain: /readyz answers 503 at once and every answer closes its connection; after
   * DRAIN_DELAY_MS (long enough for the load balancer's health check to take this replica
   * out) the server stops accepting, finishes the requests it holds, and the pools close.
   */
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    runtime.logger.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining: /readyz answers 503');
    const force = setTimeout(() => process.exit(1), config.drainDelayMs + 15_000);
    force.unref();
    setTimeout(() => {
      runtime.logger.info('stopping: no new connections, finishing requests in flight');
      server.close(() => {
        metrics.close();
        runtime
          .close()
          .then(() => process.exit(0))
          .catch(() => process.exit(1));
      });
      server.closeIdleConnections();
    }, config.drainDelayMs);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** A start that failed: the configuration's message in one line (a bad setting, a port in use), or the error; exit code 1. */
export function exitOnStartFailure(err: unknown): never {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

// Started as a program (node backend/dist/main.js), not when another entry imports runApi.
if (require.main === module) runApi().catch(exitOnStartFailure);
