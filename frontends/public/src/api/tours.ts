import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalog } from '@costiera/contracts';
import { call, queryKeys } from '@costiera/kit';

/** What the list endpoint filters on; 'all' and '' mean no filter. */
export interface TourFilters {
  search?: string;
  category?: string;
  location?: string;
}

function cleanFilters(filters: TourFilters): TourFilters {
  const out: TourFilters = {};
  for (const key of ['search', 'category', 'location'] as const) {
    const v = filters[key]?.trim();
    if (v && v !== 'all') out[key] = v;
  }
  return out;
}

export function fetchTours(filters: TourFilters, signal?: AbortSignal) {
  return call(catalog.listTours, { query: cleanFilters(filters), signal });
}

/** The list of tours matching `filters`: what useTours reads, and what the server fetches before rendering a page that shows it. */
export function toursQuery(filters: TourFilters = {}) {
  const clean = cleanFilters(filters);
  return queryOptions({
    queryKey: [...queryKeys.tours, 'list', clean],
    queryFn: ({ signal }) => fetchTours(clean, signal),
  });
}

/**
 * Tours in list shape. The home page, the list, experiences and destinations share the
 * cache entry of equal filters, so going back and forth does not refetch.
 */
export function useTours(filters: TourFilters = {}) {
  return useQuery({
    ...toursQuery(filters),
    // While the search text changes, keep the previous results on screen instead of skeletons.
    placeholderData: keepPreviousData,
  });
}
