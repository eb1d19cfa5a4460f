import type { reporting } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DashboardProjection } from '../../infrastructure/dashboard-projection';
import { DASHBOARD_READ } from '../../infrastructure/dashboard-read-sql';
import { partsAffectedBy } from '../../subscribers/dashboard-subscriber';
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
    const behindStatement = DASHBOARD_READ.behind();
    const behindNames = (await this.sql.rows<{ name: string }>(behindStatement.sql, [...behindStatement.params])).map((r) => r.name);
    const behind = partsAffectedBy(behindNames);
    if (behind.length > 0) await this.orm.em.fork().transactional((em) => this.projection.refresh(em, behind));
    const counts = DASHBOARD_READ.counts();
    const recentStatement = DASHBOARD_READ.recent();
    const [stats, recent] = await Promise.all([
      this.sql.one<Omit<reporting.DashboardStats, 'recentBookingRequests'>>(counts.sql, [...counts.params]),
      this.sql.rows<reporting.DashboardStats['recentBookingRequests'][number]>(recentStatement.sql, [...recentStatement.params]),
    ]);
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
