import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 4, data cache: no refetch on an interval or on window focus, data never
 * goes stale, no retries for queries or mutations. Freshness comes from invalidating the
 * affected keys after each mutation instead. A failed read is not repeated when a page mounts
 * (retryOnMount: false): a page the server rendered as 'not found' stays so when it hydrates.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
