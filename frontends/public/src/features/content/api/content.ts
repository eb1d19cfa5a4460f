import { queryKeys, useQuery } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { api } from '../../../api/load-api';

export function usePublicPage(slug: string) {
  return useQuery<content.PublicPage>({ queryKey: queryKeys.publicPage(slug), queryFn: () => api().then((calls) => calls.fetchPublicPage(slug)) });
}

export function usePublicArticles() {
  return useQuery<content.PublicArticleSummary[]>({ queryKey: queryKeys.publicArticles, queryFn: () => api().then(async (calls) => (await calls.fetchPublicArticles()).data) });
}

export function usePublicArticle(slug: string) {
  return useQuery<content.PublicArticle>({ queryKey: queryKeys.publicArticle(slug), queryFn: () => api().then((calls) => calls.fetchPublicArticle(slug)) });
}
