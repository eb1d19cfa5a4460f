import { ApiError } from './api-error';

/*
 * The public remote's server state: the answers of its queries, keyed like TanStack Query's
 * keys (arrays; objects in them compared by their fields), filled while the server renders a
 * page and handed to the browser in it. SPEC section 4's rules hold by construction: an
 * answer never goes stale, nothing refetches on an interval or on focus, nothing is retried.
 * React reads it through use-query.tsx.
 */
export type QueryKey = readonly unknown[];

/** What a page reads: where its answer is kept, and how to ask the API for it. */
export interface Query<T> {
  readonly queryKey: QueryKey;
  readonly queryFn: () => Promise<T>;
}

export type QueryState<T> = { readonly status: 'pending' } | { readonly status: 'success'; readonly data: T } | { readonly status: 'error'; readonly error: Error };

/** An error as the page carries it (JSON): an API error keeps its status, message and body. */
interface WireError {
  readonly status: number | null;
  readonly message: string;
  readonly body?: unknown;
}

/** A query's answer as the page carries it, failures included (a 404 must render 'not found' in the browser too). */
export type DehydratedQuery =
  | { readonly key: QueryKey; readonly status: 'success'; readonly data: unknown }
  | { readonly key: QueryKey; readonly status: 'error'; readonly error: WireError };

/** One query's answer, with the components that show it listening. */
export class CachedQuery<T = unknown> {
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;

  constructor(
    readonly key: QueryKey,
    /** The latest function a page gave for this key (all of them ask the same thing). */
    public queryFn: (() => Promise<T>) | null,
    private state: QueryState<T> = { status: 'pending' },
  ) {}

  readonly getState = (): QueryState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while a component shows this answer. */
  get watched(): boolean {
    return this.listeners.size > 0;
  }

  /** True while the API is being asked. */
  get fetching(): boolean {
    return this.inFlight !== null;
  }

  /**
   * Asks the API, once at a time: a call while one is on its way joins it. Never rejects; a
   * failure becomes the error state (and is not retried).
   */
  readonly fetch = (): Promise<void> => {
    const queryFn = this.queryFn;
    if (!queryFn) return Promise.resolve();
    this.inFlight ??= queryFn().then(
      (data) => this.settle({ status: 'success', data }),
      (error: unknown) => this.settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return this.inFlight;
  };

  /** Asks the API unless it already answered. A failed answer counts: a page the server rendered as 'not found' stays so. */
  ensure(): Promise<void> {
    return this.state.status === 'pending' ? this.fetch() : Promise.resolve();
  }

  private settle(state: QueryState<T>): void {
    this.state = state;
    this.inFlight = null;
    for (const listener of this.listeners) listener();
  }
}

export class QueryCache {
  private readonly queries = new Map<string, CachedQuery>();

  /** A cache holding the answers a server-rendered page carries. */
  constructor(dehydrated: readonly DehydratedQuery[] = []) {
    for (const q of dehydrated) {
      const state: QueryState<unknown> = q.status === 'success' ? { status: 'success', data: q.data } : { status: 'error', error: revive(q.error) };
      this.queries.set(hashKey(q.key), new CachedQuery(q.key, null, state));
    }
  }

  /** The entry for `query`'s key, created (not fetched) when there is none yet. */
  query<T>(query: Query<T>): CachedQuery<T> {
    const hash = hashKey(query.queryKey);
    let entry = this.queries.get(hash) as CachedQuery<T> | undefined;
    if (!entry) {
      entry = new CachedQuery<T>(query.queryKey, query.queryFn);
      this.queries.set(hash, entry as CachedQuery);
    } else entry.queryFn = query.queryFn;
    return entry;
  }

  /** Fetches `query` unless it was answered already. */
  prefetch<T>(query: Query<T>): Promise<void> {
    return this.query(query).ensure();
  }

  /**
   * Answers under `prefix` are out of date: those on screen are asked for again (and keep
   * showing the old answer until the new one comes); the others are forgotten, so the next
   * page that wants one asks the API.
   */
  invalidate(prefix: QueryKey): void {
    const head = hashKey(prefix).slice(0, -1);
    for (const [hash, entry] of this.queries) {
      if (!hash.startsWith(head)) continue;
      if (entry.watched) void entry.fetch();
      else this.queries.delete(hash);
    }
  }

  /** The queries a render asked for that nobody has fetched yet (the server's next pass fetches them). */
  unfetched(): CachedQuery[] {
    return [...this.queries.values()].filter((q) => q.getState().status === 'pending' && !q.fetching);
  }

  /** The answered queries, as JSON for the page. */
  dehydrate(): DehydratedQuery[] {
    const out: DehydratedQuery[] = [];
    for (const q of this.queries.values()) {
      const state = q.getState();
      if (state.status === 'success') out.push({ key: q.key, status: 'success', data: state.data });
      else if (state.status === 'error') out.push({ key: q.key, status: 'error', error: wireErrorOf(state.error) });
    }
    return out;
  }
}

/** A key as a string: equal keys (objects with the same fields in any order) give the same string. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function wireErrorOf(error: Error): WireError {
  return error instanceof ApiError ? { status: error.status, message: error.serverMessage, body: error.body } : { status: null, message: error.message };
}

function revive(error: WireError): Error {
  return error.status === null ? new Error(error.message) : new ApiError(error.status, error.message, error.body);
}
