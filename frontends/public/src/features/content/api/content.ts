import { useQuery } from '@costiera/kit';
import { useI18n } from '../../../i18n/i18n';
import type { PageRead } from '../page-slug';
import { publicArticleQuery, publicArticlesQuery, publicPageQuery } from './content-queries';

/** The CMS page `read` names, in the page's language. */
export function usePublicPage(read: PageRead) {
  return useQuery(publicPageQuery(read, useI18n().language));
}

/** The articles published in the page's language, newest first. */
export function usePublicArticles() {
  return useQuery(publicArticlesQuery(useI18n().language));
}

/** The article at `slug` in the page's language (its slug there): not found when it is not published in it. */
export function usePublicArticle(slug: string) {
  return useQuery(publicArticleQuery(slug, useI18n().language));
}
