import type { catalog } from '@costiera/contracts';
import type { SortKey } from './tour-list-params';

type Tour = catalog.TourListItem;
const num = (s: string) => {
  const n = Number(s);
  return Number.isFinite(n) ? n : 0;
};

const COMPARE: Record<SortKey, (a: Tour, b: Tour) => number> = {
  rating: (a, b) => num(b.rating) - num(a.rating) || b.reviewCount - a.reviewCount,
  reviews: (a, b) => b.reviewCount - a.reviewCount || num(b.rating) - num(a.rating),
  'price-low': (a, b) => num(a.priceFrom) - num(b.priceFrom),
  'price-high': (a, b) => num(b.priceFrom) - num(a.priceFrom),
};

/**
 * Titles in the order of their letters' codes, case aside. Not a locale's collation: the first one
 * a page makes loads ICU's collation data, inside the task that hydrates the list.
 */
function byTitle(a: Tour, b: Tour): number {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sorting happens in the browser: the list is small and already loaded. Ties keep title order. */
export function sortTours(tours: readonly Tour[], sort: SortKey): Tour[] {
  return [...tours].sort((a, b) => COMPARE[sort](a, b) || byTitle(a, b));
}
