import { PAGE_SLUG_FOR_PATH } from '@costiera/contracts';

/**
 * Which CMS page a path shows: the home page's links have fixed slugs
 * (/schedules/train -> 'train-schedule'); any other /guides/x or /schedules/x opens page x.
 */
export function pageSlugForPath(pathname: string, slugParam: string | undefined): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_SLUG_FOR_PATH[path] ?? slugParam ?? '';
}
