import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import type { Clock } from '../../../../kernel/clock';
import { TOKENS } from '../../../../kernel/tokens';
import type { BookingWorkflowStats, GetBookingWorkflowStats } from './booking-workflow-stats.query';

@injectable()
export class GetBookingWorkflowStatsHandler implements QueryHandler<GetBookingWorkflowStats, BookingWorkflowStats> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<BookingWorkflowStats> {
    const now = this.clock.now();
    // Both through partial / (decided_by, decided_at) indexes: a few rows, however many requests there are.
    const row = await this.sql.one<{ expiring: number; median: number | null }>(
      `select
         (select count(*)::int from bookings.booking_requests
           where status = 'pending' and respond_by > ? and respond_by <= ?::timestamptz + interval '24 hours') as expiring,
         (select round((percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at)) / 60)::numeric, 1)::float8
           from bookings.booking_requests where decided_by = 'provider' and decided_at > ?::timestamptz - interval '30 days') as median`,
      [now, now, now],
    );
    return { expiringWithin24h: row?.expiring ?? 0, medianProviderResponseMinutes: row?.median ?? null };
  }
}
