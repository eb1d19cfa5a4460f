import type { Worker } from 'bullmq';
import type { Logger } from '../logger';

export interface WatchdogDeps {
  /** How often it checks. */
  readonly everyMs: number;
  readonly logger: Logger;
  /** The BullMQ worker in use. */
  current(): Worker | undefined;
  /** Jobs waiting to be taken; null while Redis is unreachable. */
  waitingJobs(): Promise<number | null>;
  /** Replaces the BullMQ worker, for the reason given. */
  recreate(reason: string): Promise<void>;
}

/**
 * Watches the event worker's BullMQ worker and has it recreated when it stops taking jobs
 * (taskforcesh/bullmq#3185: after a Redis restart a worker may stay "running" and never fetch again).
 * The worker tells it when each job starts and ends.
 */
export class EventWorkerWatchdog {
  private inHand = 0;
  private lastActivity = Date.now();
  /** Checks in a row that found jobs waiting and the worker idle. */
  private stuckChecks = 0;
  private timer: NodeJS.Timeout | undefined;
  private watching: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly deps: WatchdogDeps) {}

  start(): void {
    this.schedule();
  }

  /** Stops checking; waits for a check in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.watching;
  }

  jobStarted(): void {
    this.inHand++;
    this.lastActivity = Date.now();
  }

  jobEnded(): void {
    this.inHand--;
    this.lastActivity = Date.now();
  }

  /** A new BullMQ worker starts with a clean record. */
  reset(): void {
    this.stuckChecks = 0;
    this.lastActivity = Date.now();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.watching = this.check()
        .catch((err: unknown) => this.deps.logger.warn({ err }, 'event worker watchdog failed'))
        .finally(() => this.schedule());
    }, this.deps.everyMs);
  }

  /**
   * Why the BullMQ worker must be replaced, or null while it is healthy: it stopped running,
   * or jobs wait and it has taken none through two checks in a row, idle before them too (a
   * worker whose blocking connection is stuck, or whose fetch loop no longer fetches, looks
   * like that from outside; two checks, so a job added just before one is not mistaken for
   * it). While Redis is unreachable the waiting count is unknown and nothing is decided.
   */
  private async diagnose(worker: Worker): Promise<string | null> {
    if (!worker.isRunning()) return 'the worker stopped running';
    const idle = this.inHand === 0 && Date.now() - this.lastActivity > 2 * this.deps.everyMs;
    const waiting = idle ? await this.deps.waitingJobs() : null;
    if (waiting === null || waiting === 0) {
      this.stuckChecks = 0;
      return null;
    }
    return ++this.stuckChecks >= 2 ? `${waiting} job(s) wait but the worker takes none` : null;
  }

  private async check(): Promise<void> {
    const worker = this.deps.current();
    if (!worker || this.stopped) return;
    const reason = await this.diagnose(worker);
    if (!reason || this.stopped) return;
    await this.deps.recreate(reason);
  }
}
