import { adminPaths } from '../../shared/admin-paths';

export interface Crumb {
  label: string;
  /** Absent for the current (last) crumb. */
  to?: string;
}

export const SECTIONS: ReadonlyArray<{ segment: string; label: string; path: string }> = [
  { segment: 'dashboard', label: 'Dashboard', path: adminPaths.dashboard },
  { segment: 'tours', label: 'Tours', path: adminPaths.tours },
  { segment: 'providers', label: 'Providers', path: adminPaths.providers },
  { segment: 'articles', label: 'Articles', path: adminPaths.articles },
  { segment: 'pages', label: 'Pages', path: adminPaths.pages },
  { segment: 'categories', label: 'Categories', path: adminPaths.categories },
  { segment: 'booking-requests', label: 'Booking Requests', path: adminPaths.bookingRequests },
];

/**
 * SPEC section 2: 'Admin' (to the dashboard) first; on a section root the section is current;
 * on a child path the section links back and the last crumb is 'New' (last segment 'new'), 'Calendar' (a tour's calendar) or 'Edit'.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] === 'admin' ? segments.slice(1) : segments;
  const section = SECTIONS.find((s) => s.segment === (rest[0] ?? 'dashboard'));
  if (!section) return [{ label: 'Admin' }];
  const admin: Crumb = { label: 'Admin', to: adminPaths.dashboard };
  if (rest.length <= 1) return [admin, { label: section.label }];
  const last = rest[rest.length - 1];
  return [admin, { label: section.label, to: section.path }, { label: last === 'new' ? 'New' : last === 'calendar' ? 'Calendar' : 'Edit' }];
}
