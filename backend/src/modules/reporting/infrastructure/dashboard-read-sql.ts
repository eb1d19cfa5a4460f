import { isoTimestamp, type SqlStatement } from '../../../kernel/database/postgres';
import { pendingEventsStatement } from '../../../kernel/messaging/pending-events';
import { DASHBOARD_EVENTS, DASHBOARD_SUBSCRIBER } from '../subscribers/dashboard-subscriber';
import { RECENT_BOOKING_REQUESTS } from './dashboard-projection';

/** The statements a dashboard read runs, in order (the bench explains these very ones). */
export const DASHBOARD_READ = {
  /** Events the dashboard subscriber has still to handle (read-your-writes). */
  behind: (): SqlStatement => pendingEventsStatement(DASHBOARD_SUBSCRIBER, DASHBOARD_EVENTS),
  counts: (): SqlStatement => ({
    sql: `select total_tours as "totalTours", total_articles as "totalArticles", total_pages as "totalPages",
                 total_booking_requests as "totalBookingRequests", pending_booking_requests as "pendingBookingRequests"
          from reporting.dashboard_stats where id = 1`,
    params: [],
  }),
  recent: (): SqlStatement => ({
    sql: `select r.id, r.customer_name, ${isoTimestamp('r.created_at')} as created_at, r.status
          from reporting.recent_booking_requests r order by r.created_at desc, r.id desc limit ?`,
    params: [RECENT_BOOKING_REQUESTS],
  }),
};
