import { reporting } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { GetDashboardStats } from '../application/get-dashboard-stats/get-dashboard-stats.query';

export function reportingRoutes(table: RouteTable, { queries }: ModuleContext): void {
  table.add(reporting.dashboardStats, async () => queries.execute(new GetDashboardStats()));
}
