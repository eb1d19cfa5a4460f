import { QueryClient } from '@tanstack/react-query';
import { onStaleData } from '@costiera/kit';

/**
 * SPEC section 4, data cache: no refetch on an interval or on window focus, data never
 * goes stale, no retries for queries or mutations. Freshness comes from invalidating the
 * affected keys after each mutation instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        // As when the shell's client served both remotes: a failed read is not repeated when a screen mounts.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Invalidates what `client` holds under the key prefixes another remote announces as out of
 * date (the public booking modal: the booking-request lists and the dashboard stats), so they
 * are fetched again when shown. Answers the function that stops listening.
 */
export function refreshOnStaleData(client: QueryClient): () => void {
  return onStaleData((keys) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  });
}
