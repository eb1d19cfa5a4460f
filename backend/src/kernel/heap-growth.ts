import { setFlagsFromString } from 'node:v8';

/**
 * Caps how far V8 lets the old generation grow past what its last full collection kept, in
 * percent (V8's own factor goes up to 300 % when a process allocates fast and its collections
 * are cheap). Both processes keep little and allocate fast, so without a cap their heaps grew
 * to four times their live data, mostly garbage, and those pages stayed resident. The factor
 * is read at every full collection, so it can be set once the process runs.
 */
export function capHeapGrowth(percent: number): void {
  if (!Number.isInteger(percent) || percent < 10 || percent > 300) throw new Error(`heap growth must be an integer percentage 10..300, not ${percent}`);
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
