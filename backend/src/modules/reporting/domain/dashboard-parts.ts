/** The parts of the dashboard that can be recomputed on their own. */
export type DashboardPart = 'tours' | 'content' | 'bookings';
export const ALL_DASHBOARD_PARTS: readonly DashboardPart[] = ['tours', 'content', 'bookings'];

/** The published events that change what the dashboard counts, and which part each one moves. */
const AFFECTS: Record<string, DashboardPart> = {
  'catalog.tour.created.v1': 'tours',
  'catalog.tour.deleted.v1': 'tours',
  'content.article.created.v1': 'content',
  'content.article.updated.v1': 'content',
  'content.article.published.v1': 'content',
  'content.article.deleted.v1': 'content',
  'content.page.created.v1': 'content',
  'content.page.updated.v1': 'content',
  'content.page.published.v1': 'content',
  'content.page.deleted.v1': 'content',
  'bookings.booking-request.submitted.v1': 'bookings',
  'bookings.booking-request.status-changed.v1': 'bookings',
  'bookings.booking-request.deleted.v1': 'bookings',
  // The newest requests show the traveller's name, which an erasure empties.
  'bookings.booking-request.personal-data-erased.v1': 'bookings',
};

/** Every event the dashboard follows. */
export const DASHBOARD_EVENTS = Object.keys(AFFECTS);

/** The event names that move each part. */
export function eventsMoving(part: DashboardPart): string[] {
  return Object.keys(AFFECTS).filter((name) => AFFECTS[name] === part);
}

/** The dashboard parts these events move. */
export function partsAffectedBy(eventNames: readonly string[]): DashboardPart[] {
  return [...new Set(eventNames.map((n) => AFFECTS[n]).filter((p): p is DashboardPart => p !== undefined))];
}
