import 'reflect-metadata';
import { loadConfig, ConfigError } from './kernel/config';
import { EventWorker } from './kernel/messaging/event-worker';
import { createRuntime } from './app';
import { yieldCpuToForeground } from './kernel/process-priority';
import { capHeapGrowth } from './kernel/heap-growth';
import { collectProcessMetrics, startMetricsServer, watchOutboxAndQueue } from './kernel/metrics/metrics';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent.
 * The worker keeps little (a heap snapshot in the middle of a 20,000-email drain: 40 MB live)
 * but allocates fast (every email's MIME build), and at that rate V8's own factor reaches 4:
 * the heap grew to 180 MB, mostly garbage, and its pages stayed resident after the drain
 * (RSS 266 MB). At 30 % the drain peaked at 157 MB and ended at 153 MB, and was no slower
 * (290 bookings' emails a second against 240).
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * The worker process: runs every module's subscribers from the events queue, sweeps the
 * outbox for events the api could not publish, and stops gracefully on SIGTERM / SIGINT
 * (the jobs in hand finish, then it exits).
 */
async function main(): Promise<void> {
  capHeapGrowth(HEAP_GROWING_PERCENT);
  const config = loadConfig();
  // Background work yields the CPU to the api's requests (WORKER_NICE, WORKER_SCHEDULING).
  const priority = yieldCpuToForeground(config.worker);
  const runtime = await createRuntime(config);
  if (priority.fallback) runtime.logger.warn({ ...priority }, 'worker priority: running with its nice value only');
  else runtime.logger.info({ ...priority }, 'worker priority');
  const worker = new EventWorker({ orm: runtime.orm, subscribers: runtime.subscribers, relay: runtime.relay, config, logger: runtime.logger });
  worker.start();
  collectProcessMetrics();
  watchOutboxAndQueue(runtime.orm, () => runtime.eventsQueue);
  const metrics = startMetricsServer(config.workerMetricsPort, runtime.logger);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'stopping: finishing the jobs in hand');
    // A job in hand holds its lock; past this the job is taken again by another worker anyway.
    const force = setTimeout(() => process.exit(1), Math.max(config.worker.lockMs, 10_000) + 5_000);
    force.unref();
    worker
      .close()
      .then(() => metrics.close())
      .then(() => runtime.close())
      .then(() => process.exit(0))
      .catch((err: Error) => {
        runtime.logger.error({ err: err.message }, 'worker did not stop cleanly');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
