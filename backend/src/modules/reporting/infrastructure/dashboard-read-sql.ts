import { arrayLiteral, isoTimestamp, type SqlStatement } from '../../../kernel/database/postgres';
import { unseenEventsCondition } from '../../../kernel/messaging/pending-events';
import { ALL_DASHBOARD_PARTS, eventsMoving, type DashboardPart } from '../domain/dashboard-parts';

/** SPEC section 3: the dashboard lists the 5 newest booking requests. */
export const RECENT_BOOKING_REQUESTS = 5;

/** The snapshot each part's last recomputation read with. */
export const SNAPSHOT_COLUMN: Record<DashboardPart, string> = { tours: 'tours_snapshot', content: 'content_snapshot', bookings: 'bookings_snapshot' };

/** One boolean column per part, named after it: true when the part has not seen every committed event that moves it. */
export function behindColumns(): SqlStatement {
  return {
    sql: ALL_DASHBOARD_PARTS.map((p) => `${unseenEventsCondition(`s.${SNAPSHOT_COLUMN[p]}`)} as "${p}"`).join(', '),
    params: ALL_DASHBOARD_PARTS.map((p) => arrayLiteral(eventsMoving(p))),
  };
}

/** The statements a dashboard read runs, side by side (the bench explains these very ones). */
export const DASHBOARD_READ = {
  /** The counters, and which parts have events they have not seen yet (read-your-writes). */
  counts: (): SqlStatement => {
    const behind = behindColumns();
    return {
      sql: `select total_tours as "totalTours", total_articles as "totalArticles", total_pages as "totalPages",
                   total_booking_requests as "totalBookingRequests", pending_booking_requests as "pendingBookingRequests",
                   ${behind.sql}
            from reporting.dashboard_stats s where s.id = 1`,
      params: behind.params,
    };
  },
  recent: (): SqlStatement => ({
    sql: `select r.id, r.customer_name, ${isoTimestamp('r.created_at')} as created_at, r.status
          from reporting.recent_booking_requests r order by r.created_at desc, r.id desc limit ?`,
    params: [RECENT_BOOKING_REQUESTS],
  }),
};
