import 'reflect-metadata';
import { ConfigError } from './kernel/config';
import { loadConfig } from './site/application';
import { EventWorker } from './kernel/messaging/event-worker';
import { createRuntime } from './site/runtime';
import { startPeriodicJobs } from './kernel/periodic-jobs';
import { startMetricsServer, watchOutboxAndQueue } from './kernel/metrics/metrics';
import { OutboxPruner } from './kernel/messaging/outbox-pruner';
import type { Clock } from './kernel/clock';
import { TOKENS } from './kernel/tokens';

/** Settled events are kept for days: looking for those past their retention every quarter of an hour is soon enough. */
const OUTBOX_PRUNE_INTERVAL_MS = 15 * 60_000;

/**
 * The worker process: runs every module's subscribers from the events queue, sweeps the
 * outbox for events the api could not publish, and stops gracefully on SIGTERM / SIGINT
 * (the jobs in hand finish, then it exits). How the process is tuned (V8's heap growth, a CPU
 * limit) is decided where it is started: docs/adr/0005-process-tuning-at-start.md.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const worker = new EventWorker({ orm: runtime.orm, subscribers: runtime.subscribers, relay: runtime.relay, reconciler: runtime.reconciler, config, logger: runtime.logger });
  worker.start();
  // The modules' timed work (the bookings' deadline sweep) and the outbox's pruning: idempotent, so every worker may run it.
  const pruner = new OutboxPruner(runtime.orm, runtime.subscribers, runtime.container.get<Clock>(TOKENS.Clock), config.events.retentionDays);
  const prune = { name: 'messaging.outbox-prune', everyMs: OUTBOX_PRUNE_INTERVAL_MS, run: async () => void (await pruner.prune()) };
  const periodic = startPeriodicJobs([...runtime.modules.flatMap((m) => m.periodic?.(runtime.context) ?? []), prune], runtime.logger);
  runtime.metrics.collectProcessMetrics();
  watchOutboxAndQueue(runtime.metrics, runtime.orm, () => runtime.eventsQueue);
  const metrics = startMetricsServer(runtime.metrics, config.workerMetricsPort, runtime.logger, config.metricsHost);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'stopping: finishing the jobs in hand');
    // A job in hand holds its lock; past this the job is taken again by another worker anyway.
    const force = setTimeout(() => process.exit(1), Math.max(config.worker.lockMs, 10_000) + 5_000);
    force.unref();
    periodic
      .close()
      .then(() => worker.close())
      .then(() => metrics.close())
      .then(() => runtime.close())
      .then(() => process.exit(0))
      .catch((err: Error) => {
        runtime.logger.error({ err }, 'worker did not stop cleanly');
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
