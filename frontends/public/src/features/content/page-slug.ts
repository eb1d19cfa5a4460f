import { PAGE_SLUG_FOR_PATH } from '@costiera/contracts';

/** The routes that show a CMS page (App.tsx gives each to CmsPage). */
export const CMS_PAGE_ROUTES = ['/pages/:slug', '/guides/:slug', '/schedules/:slug', '/info', '/contact'] as const;

/** How a CMS page is asked for: by its slug in the page's language, or by its English slug. */
export interface PageRead {
  slug: string;
  /** `slug` is the page's English slug: a fixed path names the page so in every language. */
  bySourceSlug: boolean;
}

/**
 * Which CMS page a path (without its language prefix) shows. The fixed paths keep their English
 * form in every language and name the page by its English slug: the home page's links
 * (/schedules/train -> 'train-schedule', /it/schedules/train the same page in Italian) and any
 * other /guides/x or /schedules/x (page x). /pages/x names page x by its slug in the page's language.
 */
export function pageReadForPath(pathname: string, slugParam: string | undefined): PageRead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = PAGE_SLUG_FOR_PATH[path];
  if (fixed) return { slug: fixed, bySourceSlug: true };
  return { slug: slugParam ?? '', bySourceSlug: !path.startsWith('/pages/') };
}
