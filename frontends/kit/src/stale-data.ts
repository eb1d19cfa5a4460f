import type { QueryKey } from './query-cache';

/*
 * Each remote keeps its own server state (the public one its query cache, the admin one its
 * TanStack Query client), so a change made in one that leaves another's data out of date is
 * announced on the window: the public booking modal, for one, announces the admin's
 * booking-request lists and dashboard stats. The listener refreshes what it holds under
 * those key prefixes (queryKeys names the shared ones).
 */
const STALE_DATA_EVENT = 'costiera:stale-data';

export function announceStaleData(...keys: QueryKey[]): void {
  window.dispatchEvent(new CustomEvent<QueryKey[]>(STALE_DATA_EVENT, { detail: keys }));
}

/** Calls `listener` with the key prefixes of every announcement; answers the function that stops it. */
export function onStaleData(listener: (keys: QueryKey[]) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<QueryKey[]>).detail);
  window.addEventListener(STALE_DATA_EVENT, handle);
  return () => window.removeEventListener(STALE_DATA_EVENT, handle);
}
