import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { content } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';
import type { ContentFilters } from '../../../shared/components/ContentFilterBar';

export const ARTICLES_PAGE_SIZE = 10;

export function useArticles(page: number, filters: ContentFilters) {
  return useQuery({
    queryKey: [...adminKeys.articles, 'list', { page, ...filters }],
    queryFn: ({ signal }) =>
      call(content.listArticles, {
        query: {
          page,
          limit: ARTICLES_PAGE_SIZE,
          search: filters.search,
          category: filters.categoryId,
          published: filters.published === 'all' ? undefined : filters.published,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.articles, 'detail', id],
    queryFn: ({ signal }) => call(content.getArticle, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

export function useSaveArticle(id: string | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: content.ArticleBody) =>
      id === undefined ? call(content.createArticle, { body }) : call(content.updateArticle, { params: { id }, body }),
    onSuccess: () => refresh('articles'),
  });
}

export function useDeleteArticle() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(content.deleteArticle, { params: { id } }),
    onSuccess: () => refresh('articles'),
  });
}
