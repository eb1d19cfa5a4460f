import type { AppModule } from '../../kernel/module';
import { DashboardProjection } from './infrastructure/dashboard-projection';
import { GetDashboardStats } from './application/get-dashboard-stats/get-dashboard-stats.query';
import { GetDashboardStatsHandler } from './application/get-dashboard-stats/get-dashboard-stats.handler';
import { reportingRoutes } from './http/routes';

/** Reporting: the dashboard projection, built from the other modules' facades. */
export const reportingModule: AppModule = {
  name: 'reporting',
  entities: [],
  register({ container, queries }) {
    container.bind(DashboardProjection).toSelf().inSingletonScope();
    container.bind(GetDashboardStatsHandler).toSelf().inSingletonScope();
    queries.register(GetDashboardStats, GetDashboardStatsHandler);
  },
  routes: reportingRoutes,
};

/** The facade: the dashboard stats and the projection the events issue will keep current. */
export { GetDashboardStats, DashboardProjection };
