/** The list's state lives in the URL so a search can be shared and survives a reload. */
export const SORTS = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'reviews', label: 'Most Reviews' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'rating';

export const CATEGORY_FILTERS = [
  { value: 'all', label: 'All categories' },
  { value: 'boat-tours', label: 'Boat tours' },
  { value: 'excursions', label: 'Excursions' },
  { value: 'rentals', label: 'Rentals' },
] as const;

export interface TourListParams {
  search: string;
  category: string;
  location: string;
  sort: SortKey;
}

const isSort = (v: string | null): v is SortKey => SORTS.some((s) => s.value === v);

export function readTourListParams(params: URLSearchParams): TourListParams {
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    category: params.get('category') || 'all',
    // The home page's Capri card links ?destination=capri: the same filter as location.
    location: params.get('location') || params.get('destination') || 'all',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The URL for new list state. Keeps parameters the list does not own (date and people
 * from the hero search travel on to the detail page) and leaves out defaults.
 */
export function writeTourListParams(current: URLSearchParams, next: TourListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  out.delete('destination');
  const set = (key: string, value: string, empty: string) => (value && value !== empty ? out.set(key, value) : out.delete(key));
  set('search', next.search, '');
  set('category', next.category, 'all');
  set('location', next.location, 'all');
  set('sort', next.sort, DEFAULT_SORT);
  return out;
}

export function hasActiveFilters(p: TourListParams): boolean {
  return p.search.trim() !== '' || p.category !== 'all' || p.location !== 'all';
}

/** The part of the URL that should follow the traveller to a tour's page. */
export function carriedToDetail(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const key of ['date', 'people']) {
    const v = params.get(key);
    if (v) out.set(key, v);
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}
