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
      // Ordered by the column (b.created_at), not by the text of the same name in the select list:
      // the newest five through the (created_at, id) index, not a sort of every request.
      `select b.id, b.customer_name, ${isoTimestamp('b.created_at')} as created_at, b.status
       from bookings.booking_requests b order by b.created_at desc, b.id desc limit ?`,
      [query.recentLimit],
    );
    return { total: counts?.total ?? 0, pending: counts?.pending ?? 0, recent };
  }
}
