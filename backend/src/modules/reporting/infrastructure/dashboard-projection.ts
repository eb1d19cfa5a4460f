import { inject, injectable } from 'inversify';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../kernel/tokens';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { CountTours } from '../../catalog';
import { CountContent } from '../../content';
import { GetBookingStats } from '../../bookings';

/** SPEC section 3: the dashboard lists the 5 newest booking requests. */
export const RECENT_BOOKING_REQUESTS = 5;

/** The parts of the dashboard that can be recomputed on their own. */
export type DashboardPart = 'tours' | 'content' | 'bookings';
export const ALL_DASHBOARD_PARTS: readonly DashboardPart[] = ['tours', 'content', 'bookings'];

/** Dashboard figures read straight from the source modules, by part. */
export interface DashboardParts {
  readonly tours?: { readonly totalTours: number };
  readonly content?: { readonly totalArticles: number; readonly totalPages: number };
  readonly bookings?: {
    readonly totalBookingRequests: number;
    readonly pendingBookingRequests: number;
    readonly recent: ReadonlyArray<{ id: string; customer_name: string; created_at: string; status: string }>;
  };
}

/** Serialises every writer of the projection (see `refresh`). */
const PROJECTION_LOCK = "hashtext('reporting.dashboard')";
const READ_MARK: Record<DashboardPart, string> = { tours: 'tours_read_at', content: 'content_read_at', bookings: 'bookings_read_at' };

/**
 * The dashboard read model (reporting.dashboard_stats + reporting.recent_booking_requests),
 * kept current by the dashboard subscriber and rebuilt from scratch by `rebuild`
 * (`npm run cli -- rebuild-projections`, the end of the seed).
 */
@injectable()
export class DashboardProjection {
  constructor(
    @inject(TOKENS.Orm) private readonly orm: MikroORM,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  /** Recomputes every counter and the newest requests from the source modules. */
  async rebuild(): Promise<void> {
    await this.orm.em.fork().transactional((em) => this.refresh(em, ALL_DASHBOARD_PARTS));
  }

  /**
   * Brings the given parts up to date with every change committed before this call, in
   * `em`'s transaction. Writers take a transaction-scoped advisory lock before they read,
   * so a writer that read older counts can never commit after one that read newer counts.
   * A part whose last recomputation started reading after this call began is current
   * already and is left alone; any other is recomputed from the owning module's facade.
   * Recomputing (not incrementing) makes a redelivered event harmless.
   */
  async refresh(em: EntityManager, parts: readonly DashboardPart[]): Promise<void> {
    if (parts.length === 0) return;
    // statement_timestamp(): when this statement began, before it waited for the lock.
    const [start] = await em.execute<Array<{ began: Date }>>(`select statement_timestamp() as began, pg_advisory_xact_lock(${PROJECTION_LOCK})::text as locked`);
    const readMarks = () => em.execute<Array<Record<string, Date>>>(`select ${parts.map((p) => READ_MARK[p]).join(', ')} from reporting.dashboard_stats where id = 1`);
    let [marks] = await readMarks();
    if (!marks) {
      // The single row is made on first use (a database whose projection was never built).
      await em.execute('insert into reporting.dashboard_stats (id) values (1) on conflict (id) do nothing');
      [marks] = await readMarks();
    }
    const stale = parts.filter((p) => !(marks![READ_MARK[p]]! > start!.began));
    if (stale.length === 0) return;
    // Marked before reading: every change committed before this moment is in what follows.
    await em.execute(`update reporting.dashboard_stats set ${stale.map((p) => `${READ_MARK[p]} = clock_timestamp()`).join(', ')} where id = 1`);
    await this.recompute(em, stale);
  }

  /**
   * The given parts as the source modules have them now (read only, no lock): what the
   * dashboard shows while the subscriber has events still to handle.
   */
  async current(parts: readonly DashboardPart[]): Promise<DashboardParts> {
    const [tours, content, bookings] = await Promise.all([
      parts.includes('tours') ? this.queries.execute(new CountTours()) : undefined,
      parts.includes('content') ? this.queries.execute(new CountContent()) : undefined,
      parts.includes('bookings') ? this.queries.execute(new GetBookingStats(RECENT_BOOKING_REQUESTS)) : undefined,
    ]);
    return {
      ...(tours !== undefined ? { tours: { totalTours: tours } } : {}),
      ...(content ? { content: { totalArticles: content.publishedArticles, totalPages: content.pages } } : {}),
      ...(bookings ? { bookings: { totalBookingRequests: bookings.total, pendingBookingRequests: bookings.pending, recent: bookings.recent } } : {}),
    };
  }

  private async recompute(em: EntityManager, parts: readonly DashboardPart[]): Promise<void> {
    // Sequential: inside a transaction every query shares its one connection.
    if (parts.includes('tours')) {
      const tours = await this.queries.execute(new CountTours());
      await em.execute('update reporting.dashboard_stats set total_tours = ?, refreshed_at = now() where id = 1', [tours]);
    }
    if (parts.includes('content')) {
      const content = await this.queries.execute(new CountContent());
      await em.execute('update reporting.dashboard_stats set total_articles = ?, total_pages = ?, refreshed_at = now() where id = 1', [
        content.publishedArticles,
        content.pages,
      ]);
    }
    if (parts.includes('bookings')) {
      const bookings = await this.queries.execute(new GetBookingStats(RECENT_BOOKING_REQUESTS));
      // The counters and the list are replaced in two statements (one for both tables would
      // delete and insert the same ids in one snapshot).
      await em.execute(
        `with cleared as (delete from reporting.recent_booking_requests)
         update reporting.dashboard_stats set total_booking_requests = ?, pending_booking_requests = ?, refreshed_at = now() where id = 1`,
        [bookings.total, bookings.pending],
      );
      if (bookings.recent.length > 0) {
        const column = <K extends keyof (typeof bookings.recent)[number]>(key: K) => arrayLiteral(bookings.recent.map((r) => r[key]));
        await em.execute(
          `insert into reporting.recent_booking_requests (id, customer_name, status, created_at)
           select * from unnest(?::uuid[], ?::text[], ?::text[], ?::timestamptz[])`,
          [column('id'), column('customer_name'), column('status'), column('created_at')],
        );
      }
    }
  }
}
