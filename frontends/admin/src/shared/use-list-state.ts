import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@costiera/kit';

/**
 * Filters and page of an admin list. Any filter change, and 'Clear Filters', go back to
 * page 1; the settled filters (typing paused) are what the query uses.
 */
export function useListState<F extends object>(noFilters: F) {
  const [filters, setFilters] = useState<F>(noFilters);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(filters);
  return {
    filters,
    settled,
    page,
    setPage,
    changeFilters: (change: Partial<F>) => {
      setFilters((current) => ({ ...current, ...change }));
      setPage(1);
    },
    clearFilters: () => {
      setFilters(noFilters);
      setPage(1);
    },
  };
}

/** After deleting the last row of the last page, step back to the page that still exists. */
export function useStayOnExistingPage(page: number, pages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [page, pages, setPage]);
}
