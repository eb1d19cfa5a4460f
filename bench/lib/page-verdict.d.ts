/** bench/lib/page-verdict.js, for the TypeScript test that checks it (backend/test/bench). */
export interface ScoreRef {
  id: string;
  weight: number;
  score: number | null;
}
export function median(values: readonly (number | null)[]): number | null;
export function medianInterval(values: readonly (number | null)[], options?: { confidence?: number; resamples?: number; seed?: number }): [number, number] | null;
export function settled(interval: readonly [number, number] | null, options: { target: number; width: number; atMost: boolean }): boolean;
export function performanceWith(refs: readonly ScoreRef[], scoring: { p10: number; median: number }, tbtMs: number, computeLogNormalScore: (scoring: { p10: number; median: number }, value: number) => number): number | null;
export function seededRandom(seed: number): () => number;
