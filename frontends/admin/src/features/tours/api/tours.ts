import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { catalog } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';
import type { TourBodyInput } from '../tour-form-values';

export const TOURS_PAGE_SIZE = 10;

export interface TourFilters {
  search: string;
  categoryId: string;
  location: string;
}

export function useAdminTours(page: number, filters: TourFilters) {
  return useQuery({
    queryKey: [...adminKeys.tours, 'list', { page, ...filters }],
    queryFn: ({ signal }) =>
      call(catalog.listAdminTours, {
        query: { page, limit: TOURS_PAGE_SIZE, search: filters.search, category: filters.categoryId, location: filters.location },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTour(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.tours, 'detail', id],
    queryFn: ({ signal }) => call(catalog.getAdminTour, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

export function useSaveTour(id: string | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TourBodyInput) =>
      id === undefined ? call(catalog.createTour, { body }) : call(catalog.updateTour, { params: { id }, body }),
    onSuccess: () => refresh('tours'),
  });
}

export function useDeleteTour() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(catalog.deleteTour, { params: { id } }),
    onSuccess: () => refresh('tours'),
  });
}
