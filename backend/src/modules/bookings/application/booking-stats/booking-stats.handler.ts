import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { BookingStats, GetBookingStats } from './booking-stats.query';

@injectable()
export class GetBookingStatsHandler implements QueryHandler<GetBookingStats, BookingStats> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: GetBookingStats): Promise<BookingStats> {
    const counts = await this.sql.one<{ total: number; pending: number }>(
      // The per-status counters the triggers keep: three rows, however many requests there are.
      `select coalesce(sum(total), 0)::int as total, coalesce(sum(total) filter (where status = 'pending'), 0)::int as pending from bookings.status_counts`,
    );
    const recent = await this.sql.rows<BookingStats['recent'][number]>(
      `select id, customer_name, ${isoTimestamp('created_at')} as created_at, status
       from bookings.booking_requests order by created_at desc, id desc limit ?`,
      [query.recentLimit],
    );
    return { total: counts?.total ?? 0, pending: counts?.pending ?? 0, recent };
  }
}
