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
    const stats = await this.sql.one<BookingStats>(
      // The counters come from the per-status rows the triggers keep (three, however many requests
      // there are); the newest requests through the (created_at, id) index, not a sort of them all.
      `select coalesce(sum(c.total), 0)::int as total, coalesce(sum(c.total) filter (where c.status = 'pending'), 0)::int as pending,
              (select coalesce(json_agg(json_build_object('id', r.id, 'customer_name', r.customer_name, 'created_at', ${isoTimestamp('r.created_at')}, 'status', r.status)
                                        order by r.created_at desc, r.id desc), '[]')
               from (select b.id, b.customer_name, b.created_at, b.status from bookings.booking_requests b order by b.created_at desc, b.id desc limit ?) r) as recent
       from bookings.status_counts c`,
      [query.recentLimit],
    );
    return stats!;
  }
}
