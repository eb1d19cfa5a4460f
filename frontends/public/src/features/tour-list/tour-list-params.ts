/** The list's state lives in the URL so a search can be shared and survives a reload. */
export const SORTS = [
  { value: 'rating', label: 'list.sort.rating' },
  { value: 'reviews', label: 'list.sort.reviews' },
  { value: 'price-low', label: 'list.sort.priceLow' },
  { value: 'price-high', label: 'list.sort.priceHigh' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'rating';

/** The category groups the filter offers, by catalogue id (a single category from a URL is added to them). */
export const CATEGORY_FILTERS = [
  { value: 'all', label: 'list.category.all' },
  { value: 'boat-tours', label: 'list.category.boatTours' },
  { value: 'excursions', label: 'list.category.excursions' },
  { value: 'rentals', label: 'list.category.rentals' },
] as const;

export interface TourListParams {
  search: string;
  category: string;
  location: string;
  /** Only tours a party can request on this day (YYYY-MM-DD); '' for any day. */
  date: string;
  /** The party's size ('' for any). */
  people: string;
  sort: SortKey;
}

/** Group sizes the people filter offers (a larger one from the URL is added to them). */
export const PEOPLE_FILTERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

const isSort = (v: string | null): v is SortKey => SORTS.some((s) => s.value === v);

export function readTourListParams(params: URLSearchParams): TourListParams {
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    category: params.get('category') || 'all',
    // The home page's Capri card links ?destination=capri: the same filter as location.
    location: params.get('location') || params.get('destination') || 'all',
    // What the API would refuse (a date that is no day, people that is no count) is dropped, not shown as an error.
    date: realDate(params.get('date')),
    people: partySize(params.get('people')),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

function realDate(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? value : '';
}

function partySize(value: string | null): string {
  const n = Number(value);
  return value && /^\d{1,4}$/.test(value) && n >= 1 && n <= 1000 ? String(n) : '';
}

/**
 * The URL for new list state. Keeps parameters the list does not own and leaves out defaults
 * (date and people also travel on to the detail page, carriedToDetail).
 */
export function writeTourListParams(current: URLSearchParams, next: TourListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  out.delete('destination');
  const set = (key: string, value: string, empty: string) => (value && value !== empty ? out.set(key, value) : out.delete(key));
  set('search', next.search, '');
  set('category', next.category, 'all');
  set('location', next.location, 'all');
  set('date', next.date, '');
  set('people', next.people, '');
  set('sort', next.sort, DEFAULT_SORT);
  return out;
}

export function hasActiveFilters(p: TourListParams): boolean {
  return p.search.trim() !== '' || p.category !== 'all' || p.location !== 'all' || p.date !== '' || p.people !== '';
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
