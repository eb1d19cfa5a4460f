import type { PUBLIC_APP_PATHS } from '@costiera/contracts';

/** The public pages that get a static first paint (first-paint.tsx), and how each loads. */
export interface FirstPaintSpec {
  /** A pattern of PUBLIC_APP_PATHS. */
  path: (typeof PUBLIC_APP_PATHS)[number];
  /**
   * 'after-paint': the first paint is what the traveller came for (the home page's hero), so
   * the app's scripts are fetched once it is on screen instead of competing with it.
   * 'at-once': the main content needs the app and its data (a list, a tour, a CMS page), so
   * the HTML announces the scripts and they download from the first response.
   */
  scripts: 'after-paint' | 'at-once';
  /**
   * API URLs the page fetches first (`:name` filled from the page's path), downloaded with the
   * scripts rather than after them. Only for URLs without a query string (first-paint.test
   * checks they are exactly what the page requests).
   */
  data?: readonly string[];
}

export const FIRST_PAINT_PAGES: readonly FirstPaintSpec[] = [
  { path: '/', scripts: 'after-paint', data: ['/api/tours'] },
  { path: '/tours', scripts: 'at-once', data: ['/api/tours'] },
  { path: '/tours/:id', scripts: 'at-once', data: ['/api/tours/:id', '/api/tours/:id/reviews'] },
  { path: '/experiences', scripts: 'at-once', data: ['/api/tours'] },
  { path: '/destinations', scripts: 'after-paint' },
  { path: '/info', scripts: 'at-once' },
  { path: '/contact', scripts: 'at-once' },
  { path: '/guides/:slug', scripts: 'at-once' },
  { path: '/schedules/:slug', scripts: 'at-once' },
  { path: '/pages/:slug', scripts: 'at-once' },
  { path: '/articles/:slug', scripts: 'at-once' },
];

