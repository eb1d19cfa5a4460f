import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig, ConfigError } from './kernel/config';
import { createHttpApp, createRuntime } from './app';

/**
 * The api process: HTTP on PORT until SIGTERM / SIGINT, then a graceful stop. Its V8 flags
 * are given where it is started: docs/adr/0005-process-tuning-at-start.md.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const { koa } = createHttpApp(runtime);
  const server: Server = koa.listen(config.port, () => runtime.logger.info({ port: config.port, url: config.publicBaseUrl }, 'api listening'));
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

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
