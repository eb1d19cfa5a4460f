import type { Subscriber } from '../../../kernel/messaging/subscriber';
import type { DashboardProjection } from '../infrastructure/dashboard-projection';
import { DASHBOARD_EVENTS, partsAffectedBy } from '../domain/dashboard-parts';

export const DASHBOARD_SUBSCRIBER = 'reporting.dashboard';

/** Keeps the dashboard projection current: a delivery recomputes the part its event affects. */
export function dashboardSubscriber(projection: DashboardProjection): Subscriber {
  return {
    name: DASHBOARD_SUBSCRIBER,
    events: DASHBOARD_EVENTS,
    async handle(event, em) {
      await projection.refresh(em, partsAffectedBy([event.name]));
    },
  };
}
