import { queryKeys, useQuery, type Query } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { api } from './load-api';
import type { TourSearch } from './calls';
import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { useI18n } from '../i18n/i18n';

function cleanFilters(filters: TourSearch): TourSearch {
  const out: TourSearch = {};
  for (const key of ['search', 'category', 'location', 'date', 'people', 'lang'] as const) {
    const v = filters[key]?.trim();
    if (v && v !== 'all') out[key] = v;
  }
  return out;
}

/** The list of tours matching `filters` in `language`: what useTours reads, and what the server fetches before rendering a page that shows it. */
export function toursQuery(filters: TourSearch = {}, language: string = SOURCE_LANGUAGE): Query<catalog.TourListItem[]> {
  const clean = cleanFilters({ ...filters, lang: language === SOURCE_LANGUAGE ? undefined : language });
  return {
    queryKey: [...queryKeys.tours, 'list', clean],
    queryFn: () => api().then((calls) => calls.fetchTours(clean)),
  };
}

/**
 * Tours in list shape. The home page, the list, experiences and destinations share the
 * cache entry of equal filters, so going back and forth does not refetch.
 */
export function useTours(filters: TourSearch = {}) {
  // While the search text changes, keep the previous results on screen instead of skeletons.
  return useQuery(toursQuery(filters, useI18n().language), { keepPreviousData: true });
}
