import { queryKeys, type Query } from '@costiera/kit';
import { SOURCE_LANGUAGE, type content } from '@costiera/contracts';
import { api } from '../../../api/load-api';
import type { PageRead } from '../page-slug';

/*
 * The content reads in the page's language, as queries: the pages read them, and the header's
 * language switch reads the same cache entries for the item's slugs in the other languages.
 * Small on purpose: the switch is in the remote's first chunk.
 */

/** The `lang` a read sends: none for English, the language the API answers in by default. */
const langOf = (language: string): string | undefined => (language === SOURCE_LANGUAGE ? undefined : language);

export function publicArticleQuery(slug: string, language: string): Query<content.PublicArticle> {
  const lang = langOf(language);
  return { queryKey: queryKeys.publicArticle(slug, lang), queryFn: () => api().then((calls) => calls.fetchPublicArticle(slug, lang)) };
}

export function publicArticlesQuery(language: string): Query<content.PublicArticleSummary[]> {
  const lang = langOf(language);
  return { queryKey: queryKeys.publicArticles(lang), queryFn: () => api().then(async (calls) => (await calls.fetchPublicArticles(lang)).data) };
}

export function publicPageQuery({ slug, bySourceSlug }: PageRead, language: string): Query<content.PublicPage> {
  const lang = langOf(language);
  // In English the slug is the English one either way.
  const read = { lang, sourceSlug: lang && bySourceSlug ? true : undefined };
  return { queryKey: queryKeys.publicPage(slug, read), queryFn: () => api().then((calls) => calls.fetchPublicPage(slug, read)) };
}
