import type { reporting } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { ALL_DASHBOARD_PARTS, type DashboardPart } from '../../domain/dashboard-parts';
import { DashboardProjection } from '../../infrastructure/dashboard-projection';
import { DASHBOARD_READ } from '../../infrastructure/dashboard-read-sql';
import type { GetDashboardStats } from './get-dashboard-stats.query';

/**
 * Reads the projection, which the dashboard subscriber keeps current from the events. An
 * admin who has just changed something must see it: a part that has not yet seen every
 * committed event that moves it is read straight from its source module instead (cheap:
 * per-status counters, indexed counts); the projection itself is left to the subscriber, so a
 * read never waits for the worker's lock.
 */
@injectable()
export class GetDashboardStatsHandler implements QueryHandler<GetDashboardStats, reporting.DashboardStats> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(DashboardProjection) private readonly projection: DashboardProjection,
  ) {}

  async execute(): Promise<reporting.DashboardStats> {
    const counts = DASHBOARD_READ.counts();
    const recent = DASHBOARD_READ.recent();
    const [row, recentRows] = await Promise.all([
      this.sql.one<Omit<reporting.DashboardStats, 'recentBookingRequests'> & Record<DashboardPart, boolean>>(counts.sql, [...counts.params]),
      this.sql.rows<reporting.DashboardStats['recentBookingRequests'][number]>(recent.sql, [...recent.params]),
    ]);
    // No row yet: the projection was never built, so every part is read from its source.
    const behind = ALL_DASHBOARD_PARTS.filter((p) => !row || row[p]);
    const fresh = await this.projection.current(behind);
    return {
      totalTours: fresh.tours?.totalTours ?? row?.totalTours ?? 0,
      totalArticles: fresh.content?.totalArticles ?? row?.totalArticles ?? 0,
      totalPages: fresh.content?.totalPages ?? row?.totalPages ?? 0,
      totalBookingRequests: fresh.bookings?.totalBookingRequests ?? row?.totalBookingRequests ?? 0,
      pendingBookingRequests: fresh.bookings?.pendingBookingRequests ?? row?.pendingBookingRequests ?? 0,
      recentBookingRequests: fresh.bookings ? [...fresh.bookings.recent] : recentRows,
    };
  }
}
