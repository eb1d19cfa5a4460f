import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings, catalog } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';

export const PROVIDERS_PAGE_SIZE = 10;

export function useProviders(page: number, search: string) {
  return useQuery({
    queryKey: [...adminKeys.providers, 'list', { page, search }],
    queryFn: ({ signal }) => call(catalog.listProviders, { query: { page, limit: PROVIDERS_PAGE_SIZE, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProvider(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.providers, 'detail', id],
    queryFn: ({ signal }) => call(catalog.getProvider, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

/** Creates (no `id` yet: the body names it) or updates a provider. */
export function useSaveProvider(id: string | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: catalog.NewProviderBody) => {
      if (id === undefined) return call(catalog.createProvider, { body });
      const { id: _unchanged, ...changes } = body;
      return call(catalog.updateProvider, { params: { id }, body: changes });
    },
    onSuccess: () => refresh('providers'),
  });
}

export function useDeleteProvider() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(catalog.deleteProvider, { params: { id } }),
    onSuccess: () => refresh('providers'),
  });
}

/** A new private calendar feed link for the provider: the previous link stops working. */
export function useNewCalendarLink(id: string) {
  return useMutation({ mutationFn: () => call(bookings.rotateProviderCalendarLink, { params: { id } }) });
}
