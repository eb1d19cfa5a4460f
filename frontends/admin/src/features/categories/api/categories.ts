import { useMutation } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { content } from '@costiera/contracts';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';

export function useSaveCategory(id: string | undefined) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: content.CategoryBody) =>
      id === undefined ? call(content.createCategory, { body }) : call(content.updateCategory, { params: { id }, body }),
    // A renamed category shows in the tour, article and page lists too.
    onSuccess: () => refresh('categories', 'tours', 'articles', 'pages'),
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(content.deleteCategory, { params: { id } }),
    onSuccess: () => refresh('categories'),
  });
}
