import { reporting } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { GetDashboardStats } from '../application/get-dashboard-stats/get-dashboard-stats.query';
import { GetBookingWorkflowStats } from '../../bookings';

export function reportingRoutes(table: RouteTable, { queries }: ModuleContext): void {
  table.add(reporting.dashboardStats, async () => queries.execute(new GetDashboardStats()));
  // Asked of the bookings module each time: deadlines move with the clock, not with events.
  table.add(reporting.bookingWorkflowStats, async () => queries.execute(new GetBookingWorkflowStats()));
}
