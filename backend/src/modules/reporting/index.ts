import type { AppModule } from '../../kernel/module';
import { DashboardProjection } from './infrastructure/dashboard-projection';
import { GetDashboardStats } from './application/get-dashboard-stats/get-dashboard-stats.query';
import { GetDashboardStatsHandler } from './application/get-dashboard-stats/get-dashboard-stats.handler';
import { dashboardSubscriber } from './subscribers/dashboard-subscriber';
import { reportingRoutes } from './http/routes';

/** Reporting: the dashboard projection, kept current from the other modules' events and read by the dashboard. */
export const reportingModule: AppModule = {
  name: 'reporting',
  entities: [],
  register({ container, queries }) {
    container.bind(DashboardProjection).toSelf().inSingletonScope();
    container.bind(GetDashboardStatsHandler).toSelf().inSingletonScope();
    queries.register(GetDashboardStats, GetDashboardStatsHandler);
  },
  routes: reportingRoutes,
  subscribers: ({ container }) => [dashboardSubscriber(container.get(DashboardProjection))],
};

/** The facade: the dashboard stats, and the projection the cli and the seed rebuild. */
export { GetDashboardStats, DashboardProjection };
