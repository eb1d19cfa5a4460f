import { QueryClient } from '@tanstack/react-query';

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
