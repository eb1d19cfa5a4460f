import { reporting } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { DASHBOARD_EVENTS } from '../subscribers/dashboard-subscriber';
import { GetDashboardStats } from '../application/get-dashboard-stats/get-dashboard-stats.query';

export function reportingRoutes(table: RouteTable, { queries, cache }: ModuleContext): void {
  // Stale on every event the dashboard counts (the read itself catches up with events its subscriber has not handled yet).
  table.add(reporting.dashboardStats, async () => queries.execute(new GetDashboardStats()), { cache: cache.region('reporting.dashboard', DASHBOARD_EVENTS) });
}
