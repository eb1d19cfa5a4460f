import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PeriodicJob } from '../../../kernel/module';

/**
 * Removes upload files left behind by an api that stopped while an upload streamed in (every
 * other outcome removes its own). An upload lasts seconds, so a file older than `maxAgeMs`
 * belongs to no request still running.
 */
export function staleUploadsJob(dir: string, maxAgeMs: number, everyMs: number): PeriodicJob {
  return {
    name: 'media.stale-uploads',
    everyMs,
    async run() {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      // Files carry the system's time, not the app's clock (which tests and demos move).
      const before = Date.now() - maxAgeMs;
      for (const name of names.filter((n) => n.endsWith('.upload'))) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile() && info.mtimeMs < before) await rm(path, { force: true });
      }
    },
  };
}
