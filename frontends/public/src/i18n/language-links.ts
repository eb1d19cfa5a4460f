import { useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useQueryCache, type QueryState } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { publicArticleQuery, publicPageQuery } from '../features/content/api/content-queries';
import { articlePaths, pagePaths, type ContentPaths } from '../features/content/content-paths';
import { CMS_PAGE_ROUTES, pageReadForPath } from '../features/content/page-slug';
import { useI18n } from './i18n';

export interface LanguageLink {
  language: string;
  /** The same page in that language. */
  href: string;
  current: boolean;
}

/**
 * The page the reader is on, in each of the site's languages, for the header's switch: the same
 * path under the other language's prefix (a tour, a list, the home page exist in every language),
 * its query string kept. An article or a CMS page has a slug of its own in each language it is
 * published in: the switch leads there, and to that language's articles (or home page) where it
 * is not published. A plain link: the switch is a page load, and nothing remembers it.
 */
export function useLanguageLinks(): LanguageLink[] {
  const i18n = useI18n();
  const { pathname, search } = useLocation();
  const content = useContentPaths(pathname, i18n.language);
  return i18n.languages.map((language) => {
    const current = language === i18n.language;
    const href = content && !current ? i18n.path(content.paths[language] ?? content.elsewhere, language) : i18n.path(pathname, language) + search;
    return { language, href, current };
  });
}

const ARTICLE = '/articles/:slug';
/** What the switch needs of a cache entry: its answer, and word when it comes. */
interface Watched<T> {
  subscribe(listener: () => void): () => void;
  getState(): QueryState<T>;
}
const PENDING: QueryState<never> = { status: 'pending' };
const noEntry = () => () => undefined;
const pending = () => PENDING;

/**
 * On an article's or a CMS page's route, the item's path in each of its languages, from the read
 * its page makes (the same cache entry: nothing is asked twice); null elsewhere, and until that
 * read has answered (the switch then keeps the path, as on any page).
 */
function useContentPaths(pathname: string, language: string): { paths: ContentPaths; /** Where a language the item is not published in leads. */ elsewhere: string } | null {
  const cache = useQueryCache();
  const article = matchPath(ARTICLE, pathname);
  const page = article ? null : CMS_PAGE_ROUTES.map((p) => matchPath(p, pathname)).find((m) => m !== null);
  const read = page ? pageReadForPath(pathname, page.params.slug) : null;
  const entry: Watched<{ alternates: content.Alternate[] }> | null = article
    ? cache.query(publicArticleQuery(article.params.slug ?? '', language))
    : read
      ? cache.query(publicPageQuery(read, language))
      : null;
  const state = useSyncExternalStore(entry?.subscribe ?? noEntry, entry?.getState ?? pending, entry?.getState ?? pending);
  if (state.status !== 'success') return null;
  if (article) return { paths: articlePaths(state.data.alternates), elsewhere: '/articles' };
  return { paths: pagePaths(state.data.alternates, read!, pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname), elsewhere: '/' };
}
