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
      },
      mutations: { retry: false },
    },
  });
}
