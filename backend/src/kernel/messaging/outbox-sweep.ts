import type { Config } from '../config';
import type { Logger } from '../logger';
import type { OutboxRelay } from './outbox-relay';
import type { OutboxReconciler } from './outbox-reconciler';

export interface OutboxSweepDeps {
  readonly relay: OutboxRelay;
  readonly reconciler: OutboxReconciler;
  readonly config: Config;
  readonly logger: Logger;
}

/**
 * The worker's timer on the outbox: every OUTBOX_SWEEP_INTERVAL_MS the relay publishes the rows
 * no announcement brought, and now and again the reconciler looks for lost jobs.
 */
export class OutboxSweep {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private stopped = false;
  /** When the last reconcile pass started (0: none yet, so the first sweep runs one). */
  private reconciledAt = 0;

  constructor(private readonly deps: OutboxSweepDeps) {}

  /** The first sweep at once (rows left from before this process started), then on the interval. */
  start(): void {
    this.schedule(0);
  }

  /** No more sweeps; waits for the one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.sweeping;
  }

  private schedule(delay = this.deps.config.events.sweepIntervalMs): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.sweeping = this.sweep()
        .catch((err: unknown) => this.deps.logger.warn({ err }, 'outbox sweep failed'))
        .finally(() => this.schedule());
    }, delay);
  }

  private async sweep(): Promise<void> {
    const published = await this.deps.relay.sweep();
    if (published > 0) this.deps.logger.info({ events: published }, 'outbox sweep published events no announcement brought');
    // The reconciler looks only at rows published OUTBOX_RECONCILE_AGE_MS ago or more, so a
    // pass every quarter of that finds a lost job soon enough; a pass at every sweep would walk
    // the whole backlog of waiting jobs again and again while a burst drains.
    const { sweepIntervalMs, reconcileAgeMs } = this.deps.config.events;
    if (Date.now() - this.reconciledAt >= Math.max(sweepIntervalMs, reconcileAgeMs / 4)) {
      this.reconciledAt = Date.now();
      await this.deps.reconciler.reconcile();
    }
  }
}
