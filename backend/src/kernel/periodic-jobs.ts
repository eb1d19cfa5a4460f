import type { Logger } from './logger';
import type { PeriodicJob } from './module';

/** Runs each job every `everyMs` (the next run is timed from the end of the last; a failure is logged and the job runs again). */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], logger: Logger): { close(): Promise<void> } {
  let closing = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const schedule = (job: PeriodicJob, delay: number) => {
    if (closing) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run()
        .catch((err: Error) => logger.warn({ job: job.name, err }, 'periodic job failed'))
        .finally(() => {
          running.delete(run);
          schedule(job, job.everyMs);
        });
      running.add(run);
    }, delay);
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, 0);
  return {
    async close() {
      closing = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all(running);
    },
  };
}
