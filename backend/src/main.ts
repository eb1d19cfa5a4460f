import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig, ConfigError } from './kernel/config';
import { createHttpApp, createRuntime, type HttpApp, type Runtime } from './app';

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
  const server: Server = http.koa.listen(config.port, () => runtime.logger.info({ port: config.port, url: config.publicBaseUrl }, 'api listening'));
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      runtime
        .close()
        .then(() => process.exit(0))
        .catch(() => process.exit(1));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** A start that failed: the configuration's message (or the error), exit code 1. */
export function exitOnStartFailure(err: unknown): never {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

// Started as a program (node backend/dist/main.js), not when another entry imports runApi.
if (require.main === module) runApi().catch(exitOnStartFailure);
