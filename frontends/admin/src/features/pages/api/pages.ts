import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { content } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';
import type { ContentFilters } from '../../../shared/components/ContentFilterBar';

export const PAGES_PAGE_SIZE = 10;

export function usePages(page: number, filters: ContentFilters) {
  return useQuery({
    queryKey: [...adminKeys.pages, 'list', { page, ...filters }],
    queryFn: ({ signal }) =>
      call(content.listPages, {
        query: {
          page,
          limit: PAGES_PAGE_SIZE,
          search: filters.search,
          category: filters.categoryId,
          published: filters.published === 'all' ? undefined : filters.published,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePage(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.pages, 'detail', id],
    queryFn: ({ signal }) => call(content.getPage, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

export function useSavePage(id: string | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: content.PageBody) =>
      id === undefined ? call(content.createPage, { body }) : call(content.updatePage, { params: { id }, body }),
    onSuccess: () => refresh('pages'),
  });
}

export function useDeletePage() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(content.deletePage, { params: { id } }),
    onSuccess: () => refresh('pages'),
  });
}
