import type { Subscriber } from '../../../kernel/messaging/subscriber';
import type { DashboardPart, DashboardProjection } from '../infrastructure/dashboard-projection';

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
};

export const DASHBOARD_SUBSCRIBER = 'reporting.dashboard';
export const DASHBOARD_EVENTS = Object.keys(AFFECTS);

/** The dashboard parts these events move. */
export function partsAffectedBy(eventNames: readonly string[]): DashboardPart[] {
  return [...new Set(eventNames.map((n) => AFFECTS[n]).filter((p): p is DashboardPart => p !== undefined))];
}

/** Keeps the dashboard projection current: a delivery recomputes the part its event affects. */
export function dashboardSubscriber(projection: DashboardProjection): Subscriber {
  return {
    name: DASHBOARD_SUBSCRIBER,
    events: Object.keys(AFFECTS),
    async handle(event, em) {
      await projection.refresh(em, partsAffectedBy([event.name]));
    },
  };
}
