/**
 * Read answers kept in this process's memory until a domain event makes them stale.
 *
 * A region is a family of answers (the public catalogue, the admin booking list, ...) named
 * with the event-name prefixes that change it (`catalog.`, `content.category.`, ...). When an
 * event commits, every region it touches moves to a new generation: its answers are no longer
 * served, and an answer computed from data read before the event cannot be stored under the
 * new generation (it is handed to its caller but not kept). The events arrive from this
 * process's own commits at once (before the command's HTTP answer is sent) and from other
 * processes through the event broadcast (kernel/messaging/event-broadcast.ts).
 *
 * Bounded: least recently used answers go first past `maxBytes` or `maxEntries`, and each
 * answer is dropped after `ttlMs` whatever happens (the safety net should a broadcast be
 * missed while Redis was unreachable: the broadcast subscriber also clears everything
 * whenever it reconnects).
 */
export interface ReadCacheOptions {
  readonly maxBytes: number;
  readonly maxEntries: number;
  readonly ttlMs: number;
}

interface Entry {
  readonly region: CacheRegion;
  readonly value: unknown;
  readonly bytes: number;
  readonly generation: number;
  readonly expires: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly regions: CacheRegion[] = [];
  private bytes = 0;

  constructor(readonly options: ReadCacheOptions) {}

  /** A region that goes stale on every event whose name starts with one of `invalidatedBy`. */
  region(name: string, invalidatedBy: readonly string[]): CacheRegion {
    const existing = this.regions.find((r) => r.name === name);
    if (existing) {
      if (existing.invalidatedBy.join() !== invalidatedBy.join()) throw new Error(`cache region ${name} exists already with other events`);
      return existing;
    }
    const region = new CacheRegion(this, name, invalidatedBy);
    this.regions.push(region);
    return region;
  }

  /** Committed events: the regions they touch move on (their answers are dropped). */
  invalidate(eventNames: readonly string[]): void {
    for (const region of this.regions) {
      if (eventNames.some((n) => region.invalidatedBy.some((prefix) => n.startsWith(prefix)))) this.dropRegion(region);
    }
  }

  /** Every region moves on (the broadcast reconnected: events may have been missed). */
  clear(): void {
    for (const region of this.regions) this.dropRegion(region);
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** @internal */
  read(key: string, generation: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.expires <= Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** @internal */
  write(region: CacheRegion, key: string, value: unknown, bytes: number, generation: number): void {
    if (bytes > this.options.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { region, value, bytes, generation, expires: Date.now() + this.options.ttlMs });
    region.keys.add(key);
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break;
      this.remove(k, e);
    }
  }

  /** Only the region's own answers are visited: a booking event costs the few answers it makes stale, not the whole cache. */
  private dropRegion(region: CacheRegion): void {
    region.advance();
    for (const key of [...region.keys]) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    entry.region.keys.delete(key);
    this.bytes -= entry.bytes;
  }
}

export class CacheRegion {
  private current = 0;
  /** Computations in flight, shared by concurrent readers of the same key (one database read for 50 callers). */
  private readonly pending = new Map<string, { generation: number; promise: Promise<unknown> }>();
  readonly keyPrefix: string;
  /** @internal The keys of this region's stored answers. */
  readonly keys = new Set<string>();

  constructor(
    private readonly cache: ReadCache,
    readonly name: string,
    readonly invalidatedBy: readonly string[],
  ) {
    this.keyPrefix = `${name}\u0000`;
  }

  /** @internal */
  advance(): void {
    this.current++;
    this.pending.clear();
  }

  generation(): number {
    return this.current;
  }

  /** The answer under `key`, computed once per generation; `size` says how many bytes it holds (for the bound). */
  async get<T>(key: string, compute: () => Promise<T>, size: (value: T) => number): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit !== undefined) return hit;
    const generation = this.current;
    const running = this.pending.get(key);
    if (running && running.generation === generation) return running.promise as Promise<T>;
    const promise = compute().then((value) => {
      this.put(key, value, size(value), generation);
      return value;
    });
    this.pending.set(key, { generation, promise });
    const forget = () => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** The stored answer, or undefined. */
  peek<T>(key: string): T | undefined {
    return this.cache.read(this.keyPrefix + key, this.current)?.value as T | undefined;
  }

  /** Stores `value` if no event touched the region since `generation` (read before computing it). */
  put(key: string, value: unknown, bytes: number, generation: number): void {
    if (generation !== this.current) return;
    this.cache.write(this, this.keyPrefix + key, value, bytes, generation);
  }
}
