/**
 * The paths the browser app answers, shared by the frontends (their route tables) and the
 * backend (which serves index.html with 200 for these and 404 for anything else, while the
 * app still shows its 'Page Not Found' page).
 */
export const PUBLIC_APP_PATHS = [
  '/',
  '/tours',
  '/tours/:id',
  '/articles',
  '/articles/:slug',
  '/pages/:slug',
  '/guides/:slug',
  '/schedules/:slug',
  '/experiences',
  '/info',
  '/contact',
  '/destinations',
  '/destinations/:id',
] as const;

export const ADMIN_APP_PATHS = [
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/tours',
  '/admin/tours/new',
  '/admin/tours/:id/edit',
  '/admin/tours/:id/calendar',
  '/admin/providers',
  '/admin/providers/new',
  '/admin/providers/:id/edit',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/articles/:id/edit',
  '/admin/pages',
  '/admin/pages/new',
  '/admin/pages/:id/edit',
  '/admin/categories',
  '/admin/booking-requests',
  '/admin/activity',
] as const;

/** True when `pathname` matches one of the patterns (`:name` matches one segment). */
export function matchesAppPath(pathname: string, patterns: readonly string[] = [...PUBLIC_APP_PATHS, ...ADMIN_APP_PATHS]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segs = path.split('/');
  return patterns.some((p) => {
    const ps = p.split('/');
    return ps.length === segs.length && ps.every((s, i) => (s.startsWith(':') ? (segs[i] ?? '').length > 0 : s === segs[i]));
  });
}

/** The CMS page each home-page link opens (SPEC: guides, schedules and info). */
export const PAGE_SLUG_FOR_PATH: Readonly<Record<string, string>> = {
  '/guides/day-itinerary': 'day-itinerary',
  '/guides/getting-here': 'getting-here',
  '/schedules/train': 'train-schedule',
  '/schedules/bus': 'bus-schedule',
  '/schedules/ferry': 'ferry-schedule',
  '/info': 'travel-info',
  '/contact': 'contact',
};

/**
 * The destinations with a page of their own (`/destinations/{id}`): the public remote's place
 * list describes each, the sitemap lists each.
 */
export const DESTINATION_IDS = ['capri', 'amalfi-coast', 'sorrento', 'naples', 'ischia', 'procida', 'pompeii-vesuvius'] as const;
export type DestinationId = (typeof DESTINATION_IDS)[number];

/** The path a CMS page is linked at: its fixed home-page path (`/info`) or `/pages/{slug}`. */
export function pathForPageSlug(slug: string): string {
  const fixed = Object.entries(PAGE_SLUG_FOR_PATH).find(([, s]) => s === slug);
  return fixed ? fixed[0] : `/pages/${encodeURIComponent(slug)}`;
}
