import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { CachedQuery, Query, QueryCache, QueryState } from './query-cache';

const QueryCacheContext = createContext<QueryCache | null>(null);

/** The cache the pages below read: one per request on the server, one per page load in the browser. */
export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>;
}

export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext);
  if (!cache) throw new Error('useQuery is used outside a QueryCacheProvider');
  return cache;
}

interface QueryActions {
  /** Asks the API again (a 'Try again' button). */
  refetch(): Promise<void>;
}

export type QueryResult<T> = QueryActions &
  (
    | { readonly isPending: true; readonly isError: false; readonly data: undefined; readonly error: null }
    | { readonly isPending: false; readonly isError: true; readonly data: undefined; readonly error: Error }
    | { readonly isPending: false; readonly isError: false; readonly data: T; readonly error: null }
  );

export interface UseQueryOptions {
  /** While a new key loads, show the last answer this component had (the list while the search text changes). */
  keepPreviousData?: boolean;
}

/**
 * The answer to `query`, from the cache. On the server a render only records the query (the
 * server fetches what a pass asked for, then renders again); in the browser a query without
 * an answer is fetched once the component has mounted.
 */
export function useQuery<T>(query: Query<T>, { keepPreviousData = false }: UseQueryOptions = {}): QueryResult<T> {
  const cache = useQueryCache();
  const entry = cache.query(query);
  const state = useSyncExternalStore(entry.subscribe, entry.getState, entry.getState);
  useEffect(() => {
    void entry.ensure();
  }, [entry]);

  // The last answer this component showed (a ref: it is what was on screen, not state to render from).
  const previous = useRef<{ data: T } | null>(null);
  if (state.status === 'success' && previous.current?.data !== state.data) previous.current = { data: state.data };
  const placeholder = keepPreviousData && state.status === 'pending' ? previous.current : null;

  return useMemo(() => resultOf(placeholder ? { status: 'success', data: placeholder.data } : state, entry), [state, placeholder, entry]);
}

function resultOf<T>(state: QueryState<T>, entry: CachedQuery<T>): QueryResult<T> {
  const refetch = entry.fetch;
  switch (state.status) {
    case 'pending':
      return { isPending: true, isError: false, data: undefined, error: null, refetch };
    case 'error':
      return { isPending: false, isError: true, data: undefined, error: state.error, refetch };
    case 'success':
      return { isPending: false, isError: false, data: state.data, error: null, refetch };
  }
}
