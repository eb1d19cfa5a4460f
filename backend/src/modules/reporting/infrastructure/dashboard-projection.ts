import { inject, injectable } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../kernel/tokens';
import { CountTours } from '../../catalog';
import { CountContent } from '../../content';
import { GetBookingStats } from '../../bookings';

/** SPEC section 3: the dashboard lists the 5 newest booking requests. */
export const RECENT_BOOKING_REQUESTS = 5;

/**
 * The dashboard read model (reporting.dashboard_stats + reporting.recent_booking_requests).
 * `rebuild` recomputes it from the other modules' facades in one transaction. For now the
 * dashboard query rebuilds it on every read; the events issue will call the same writes
 * from subscribers of the catalog, content and bookings events instead.
 */
@injectable()
export class DashboardProjection {
  constructor(
    @inject(TOKENS.Orm) private readonly orm: MikroORM,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async rebuild(): Promise<void> {
    const [tours, content, bookings] = await Promise.all([
      this.queries.execute(new CountTours()),
      this.queries.execute(new CountContent()),
      this.queries.execute(new GetBookingStats(RECENT_BOOKING_REQUESTS)),
    ]);
    await this.orm.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into reporting.dashboard_stats (id, total_tours, total_articles, total_pages, total_booking_requests, pending_booking_requests, refreshed_at)
         values (1, ?, ?, ?, ?, ?, now())
         on conflict (id) do update set total_tours = excluded.total_tours, total_articles = excluded.total_articles,
           total_pages = excluded.total_pages, total_booking_requests = excluded.total_booking_requests,
           pending_booking_requests = excluded.pending_booking_requests, refreshed_at = excluded.refreshed_at`,
        [tours, content.publishedArticles, content.pages, bookings.total, bookings.pending],
      );
      await em.execute('delete from reporting.recent_booking_requests');
      for (const r of bookings.recent) {
        await em.execute(
          `insert into reporting.recent_booking_requests (id, customer_name, status, created_at) values (?, ?, ?, ?)
           on conflict (id) do update set customer_name = excluded.customer_name, status = excluded.status, created_at = excluded.created_at`,
          [r.id, r.customer_name, r.status, r.created_at],
        );
      }
    });
  }
}
