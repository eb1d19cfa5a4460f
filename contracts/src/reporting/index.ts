import * as t from 'io-ts';
import { route } from '../http';

export const DashboardStats = t.type(
  {
    totalTours: t.number,
    /** Published articles. */
    totalArticles: t.number,
    totalPages: t.number,
    totalBookingRequests: t.number,
    pendingBookingRequests: t.number,
    /** The 5 newest. */
    recentBookingRequests: t.array(t.type({ id: t.string, customer_name: t.string, created_at: t.string, status: t.string })),
  },
  'DashboardStats',
);
export type DashboardStats = t.TypeOf<typeof DashboardStats>;

export const dashboardStats = route({
  name: 'reporting.admin.dashboard-stats',
  method: 'GET',
  path: '/api/admin/dashboard-stats',
  access: 'admin',
  response: DashboardStats,
});
