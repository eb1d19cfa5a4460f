import type { reporting } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pendingEventNames } from '../../../../kernel/messaging/pending-events';
import { DashboardProjection, RECENT_BOOKING_REQUESTS } from '../../infrastructure/dashboard-projection';
import { DASHBOARD_EVENTS, DASHBOARD_SUBSCRIBER, partsAffectedBy } from '../../subscribers/dashboard-subscriber';
import type { GetDashboardStats } from './get-dashboard-stats.query';

/**
 * Reads the projection, which the dashboard subscriber keeps current from the events. An
 * admin who has just changed something must see it: when events the subscriber has not
 * handled yet are waiting, the parts they move are brought up to date here first (the same
 * idempotent refresh the subscriber runs, so its later run finds nothing to do).
 */
@injectable()
export class GetDashboardStatsHandler implements QueryHandler<GetDashboardStats, reporting.DashboardStats> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.Orm) private readonly orm: MikroORM,
    @inject(DashboardProjection) private readonly projection: DashboardProjection,
  ) {}

  async execute(): Promise<reporting.DashboardStats> {
    const behind = partsAffectedBy(await pendingEventNames(this.sql, DASHBOARD_SUBSCRIBER, DASHBOARD_EVENTS));
    if (behind.length > 0) await this.orm.em.fork().transactional((em) => this.projection.refresh(em, behind));
    const stats = await this.sql.one<Omit<reporting.DashboardStats, 'recentBookingRequests'>>(
      `select total_tours as "totalTours", total_articles as "totalArticles", total_pages as "totalPages",
              total_booking_requests as "totalBookingRequests", pending_booking_requests as "pendingBookingRequests"
       from reporting.dashboard_stats where id = 1`,
    );
    const recent = await this.sql.rows<reporting.DashboardStats['recentBookingRequests'][number]>(
      `select id, customer_name, ${isoTimestamp('created_at')} as created_at, status
       from reporting.recent_booking_requests order by created_at desc, id desc limit ?`,
      [RECENT_BOOKING_REQUESTS],
    );
    return {
      totalTours: stats?.totalTours ?? 0,
      totalArticles: stats?.totalArticles ?? 0,
      totalPages: stats?.totalPages ?? 0,
      totalBookingRequests: stats?.totalBookingRequests ?? 0,
      pendingBookingRequests: stats?.pendingBookingRequests ?? 0,
      recentBookingRequests: recent,
    };
  }
}
