import { useQuery } from '@tanstack/react-query';
import { content } from '@costiera/contracts';
import { call, queryKeys } from '@costiera/kit';

export function usePublicPage(slug: string) {
  return useQuery({
    queryKey: queryKeys.publicPage(slug),
    queryFn: ({ signal }) => call(content.getPublicPage, { params: { slug }, signal }),
  });
}

export function usePublicArticle(slug: string) {
  return useQuery({
    queryKey: queryKeys.publicArticle(slug),
    queryFn: ({ signal }) => call(content.getPublicArticle, { params: { slug }, signal }),
  });
}
