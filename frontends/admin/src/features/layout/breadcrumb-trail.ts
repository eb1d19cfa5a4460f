import type { IntlShape, MessageDescriptor } from 'react-intl';
import { adminPaths } from '../../shared/admin-paths';
import { crumbMessages as m } from './messages';

export interface Crumb {
  label: string;
  /** Absent for the current (last) crumb. */
  to?: string;
}

export const SECTIONS: ReadonlyArray<{ segment: string; label: MessageDescriptor; path: string }> = [
  { segment: 'dashboard', label: m.dashboard, path: adminPaths.dashboard },
  { segment: 'tours', label: m.tours, path: adminPaths.tours },
  { segment: 'providers', label: m.providers, path: adminPaths.providers },
  { segment: 'articles', label: m.articles, path: adminPaths.articles },
  { segment: 'pages', label: m.pages, path: adminPaths.pages },
  { segment: 'categories', label: m.categories, path: adminPaths.categories },
  { segment: 'booking-requests', label: m.bookingRequests, path: adminPaths.bookingRequests },
  { segment: 'activity', label: m.activity, path: adminPaths.activity },
];

/**
 * SPEC section 2: 'Admin' (to the dashboard) first; on a section root the section is current;
 * on a child path the section links back and the last crumb is 'New' (last segment 'new'), 'Calendar' (a tour's calendar) or 'Edit'.
 */
export function breadcrumbTrail(pathname: string, intl: IntlShape): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] === 'admin' ? segments.slice(1) : segments;
  const section = SECTIONS.find((s) => s.segment === (rest[0] ?? 'dashboard'));
  if (!section) return [{ label: intl.formatMessage(m.admin) }];
  const admin: Crumb = { label: intl.formatMessage(m.admin), to: adminPaths.dashboard };
  const name = intl.formatMessage(section.label);
  if (rest.length <= 1) return [admin, { label: name }];
  const last = rest[rest.length - 1];
  return [admin, { label: name, to: section.path }, { label: intl.formatMessage(last === 'new' ? m.new : last === 'calendar' ? m.calendar : m.edit) }];
}
