import { promises as fs } from 'node:fs';

/** How often a build file the server reads on every request (index.html, ssr.json) is checked for a new deploy. */
const BUILD_CHECK_MS = 1000;

/**
 * The modification time of `file` (null while it is missing), looked up at most once per
 * `intervalMs`: callers in between share the last answer, so a page costs no stat of its own
 * (docs/adr/0012-server-cost-of-rendered-pages.md) and a new build is seen within the interval.
 */
export function buildFileCheck(file: string, intervalMs = BUILD_CHECK_MS, now: () => number = Date.now): () => Promise<number | null> {
  let checkedAt = 0;
  let mtime: Promise<number | null> | null = null;
  return () => {
    const t = now();
    if (mtime === null || t - checkedAt >= intervalMs) {
      checkedAt = t;
      mtime = fs.stat(file).then(
        (stat) => stat.mtimeMs,
        () => null,
      );
    }
    return mtime;
  };
}
