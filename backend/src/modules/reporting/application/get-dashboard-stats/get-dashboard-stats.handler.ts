import type { reporting } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { DashboardProjection } from '../../infrastructure/dashboard-projection';
import { DASHBOARD_READ } from '../../infrastructure/dashboard-read-sql';
import { partsAffectedBy } from '../../subscribers/dashboard-subscriber';
import type { GetDashboardStats } from './get-dashboard-stats.query';

/**
 * Reads the projection, which the dashboard subscriber keeps current from the events. An
 * admin who has just changed something must see it: when events the subscriber has not
 * handled yet are waiting, the parts they move are read straight from the source modules
 * (cheap: per-status counters, indexed counts) and shown instead; the projection itself is
 * left to the subscriber, so a read never waits for the worker's lock.
 */
@injectable()
export class GetDashboardStatsHandler implements QueryHandler<GetDashboardStats, reporting.DashboardStats> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(DashboardProjection) private readonly projection: DashboardProjection,
  ) {}

  async execute(): Promise<reporting.DashboardStats> {
    const behindStatement = DASHBOARD_READ.behind();
    const behindNames = (await this.sql.rows<{ name: string }>(behindStatement.sql, [...behindStatement.params])).map((r) => r.name);
    const behind = partsAffectedBy(behindNames);
    const counts = DASHBOARD_READ.counts();
    const recentStatement = DASHBOARD_READ.recent();
    const [stats, recent, fresh] = await Promise.all([
      this.sql.one<Omit<reporting.DashboardStats, 'recentBookingRequests'>>(counts.sql, [...counts.params]),
      behind.includes('bookings') ? null : this.sql.rows<reporting.DashboardStats['recentBookingRequests'][number]>(recentStatement.sql, [...recentStatement.params]),
      this.projection.current(behind),
    ]);
    return {
      totalTours: fresh.tours?.totalTours ?? stats?.totalTours ?? 0,
      totalArticles: fresh.content?.totalArticles ?? stats?.totalArticles ?? 0,
      totalPages: fresh.content?.totalPages ?? stats?.totalPages ?? 0,
      totalBookingRequests: fresh.bookings?.totalBookingRequests ?? stats?.totalBookingRequests ?? 0,
      pendingBookingRequests: fresh.bookings?.pendingBookingRequests ?? stats?.pendingBookingRequests ?? 0,
      recentBookingRequests: fresh.bookings ? [...fresh.bookings.recent] : (recent ?? []),
    };
  }
}
