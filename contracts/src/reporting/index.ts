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

/**
 * The booking decision workflow's figures for the dashboard, beside the spec's stats (whose
 * shape stays as the spec has it): read fresh, as deadlines move with the clock.
 */
export const BookingWorkflowStats = t.type(
  {
    /** Pending requests whose respond-by time falls within the next 24 hours. */
    expiringWithin24h: t.number,
    /** Median minutes providers took to decide (their decisions of the last 30 days); null without any. */
    medianProviderResponseMinutes: t.union([t.number, t.null]),
  },
  'BookingWorkflowStats',
);
export type BookingWorkflowStats = t.TypeOf<typeof BookingWorkflowStats>;

export const bookingWorkflowStats = route({
  name: 'reporting.admin.booking-workflow-stats',
  method: 'GET',
  path: '/api/admin/dashboard-stats/booking-workflow',
  access: 'admin',
  response: BookingWorkflowStats,
});
