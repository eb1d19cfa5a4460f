import { LRUCache } from 'lru-cache';
import type { Metrics } from '../metrics/metrics';

/**
 * Public read answers (what every visitor reads alike) kept serialised in this
 * process's memory until a domain event makes them stale (docs/adr/0002-read-cache-scope.md).
 *
 * A region is a family of answers named with the event-name prefixes that change it
 * (say `orders.`, `prices.`). A committed event empties every region it touches: this
 * process's own commits at once (before the command's HTTP answer is sent), other processes'
 * through the event broadcast (kernel/messaging/event-broadcast.ts). An answer whose
 * computation started before the event is handed to its callers but not kept.
 *
 * Each region is an LRU bounded in bytes, and an answer expires after `ttlMs` whatever
 * happens (the safety net should a broadcast be missed while Redis was unreachable: the
 * broadcast subscriber also clears everything whenever it reconnects).
 */
export interface ReadCacheOptions {
  /** The bytes of serialised answers one region keeps at most. */
  readonly maxBytesPerRegion: number;
  readonly ttlMs: number;
  /** The clock answers expire by (tests move it). */
  readonly now?: () => number;
  /** Where hits and misses are counted by region. */
  readonly metrics?: Metrics;
}

/** Computes an answer on a miss; concurrent callers of one key share one computation. */
type Compute = () => Promise<Buffer>;

export class ReadCache {
  private readonly regions: CacheRegion[] = [];

  constructor(readonly options: ReadCacheOptions) {}

  /** A region that goes stale on every event whose name starts with one of `invalidatedBy`. */
  region(name: string, invalidatedBy: readonly string[]): CacheRegion {
    const existing = this.regions.find((r) => r.name === name);
    if (existing) {
      if (existing.invalidatedBy.join() !== invalidatedBy.join()) throw new Error(`cache region ${name} exists already with other events`);
      return existing;
    }
    const region = new CacheRegion(name, invalidatedBy, this.options);
    this.regions.push(region);
    return region;
  }

  /** Committed events: the regions they touch are emptied. */
  invalidate(eventNames: readonly string[]): void {
    for (const region of this.regions) {
      if (eventNames.some((n) => region.invalidatedBy.some((prefix) => n.startsWith(prefix)))) region.clear();
    }
  }

  /** Every region is emptied (the broadcast reconnected: events may have been missed). */
  clear(): void {
    for (const region of this.regions) region.clear();
  }

  stats(): { entries: number; bytes: number } {
    return this.regions.reduce((sum, r) => ({ entries: sum.entries + r.size, bytes: sum.bytes + r.bytes }), { entries: 0, bytes: 0 });
  }
}

export class CacheRegion {
  private readonly answers: LRUCache<string, Buffer, Compute>;
  private readonly lookups: { inc(labels: { region: string; result: string }): void } | undefined;

  constructor(
    readonly name: string,
    readonly invalidatedBy: readonly string[],
    options: ReadCacheOptions,
  ) {
    this.lookups = options.metrics?.counter({ name: 'read_cache_lookups_total', help: 'Read-cache lookups by region and result (hit, miss)', labelNames: ['region', 'result'] as const });
    this.answers = new LRUCache<string, Buffer, Compute>({
      maxSize: options.maxBytesPerRegion,
      maxEntrySize: Math.floor(options.maxBytesPerRegion / 4),
      sizeCalculation: (value, key) => value.length + key.length,
      ttl: options.ttlMs,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A computation overtaken by `clear` still answers its callers; lru-cache then keeps nothing of it.
      ignoreFetchAbort: true,
    });
  }

  /** The answer under `key`, computed once until the region is emptied. */
  async get(key: string, compute: Compute): Promise<Buffer> {
    const status: LRUCache.Status<string, Buffer, Compute> = {};
    const answer = (await this.answers.fetch(key, { context: compute, status }))!;
    this.lookups?.inc({ region: this.name, result: status.fetch === 'hit' ? 'hit' : 'miss' });
    return answer;
  }

  /** The stored answer, or undefined (no computation started). */
  peek(key: string): Buffer | undefined {
    const answer = this.answers.get(key);
    // A miss here goes on to `get`, which counts it.
    if (answer) this.lookups?.inc({ region: this.name, result: 'hit' });
    return answer;
  }

  clear(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  get bytes(): number {
    return this.answers.calculatedSize;
  }
}
