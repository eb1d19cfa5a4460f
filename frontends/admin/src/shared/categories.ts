import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { content } from '@costiera/contracts';
import { adminKeys } from './query-keys';

export type CategoryTypeFilter = 'all' | content.CategoryType;

/** Categories of one type (or all): the categories screen and every form's category select read it. */
export function categoriesQuery(type: CategoryTypeFilter) {
  return queryOptions({
    queryKey: [...adminKeys.categories, type],
    queryFn: async ({ signal }) => (await call(content.listCategories, { query: { type }, signal })).data,
  });
}

/** Options for a category select: value is the category id. */
export function useCategoryOptions(type: content.CategoryType) {
  const query = useQuery(categoriesQuery(type));
  return {
    options: (query.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    loading: query.isLoading,
  };
}
