import { inject, injectable } from 'inversify';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../kernel/tokens';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { CountTours } from '../../catalog';
import { CountContent } from '../../content';
import { GetBookingStats } from '../../bookings';
import { ALL_DASHBOARD_PARTS, type DashboardPart } from '../domain/dashboard-parts';
import { behindColumns, markSnapshots, RECENT_BOOKING_REQUESTS } from './dashboard-read-sql';

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
    await this.orm.em.fork().transactional((em) => this.refresh(em, ALL_DASHBOARD_PARTS, { force: true }));
  }

  /**
   * Brings the given parts up to date with every change committed before this call, in
   * `em`'s transaction. Writers take a transaction-scoped advisory lock first, so a writer that
   * read older counts can never commit after one that read newer counts. A part whose last
   * recomputation already saw every committed event that moves it is left alone (a burst of
   * events costs one recomputation, not one each); any other is recomputed from the owning
   * module's facade, after its snapshot is recorded. Recomputing (not incrementing) makes a
   * redelivered event harmless. `force` recomputes even so (a rebuild after a bulk import).
   */
  async refresh(em: EntityManager, parts: readonly DashboardPart[], opts: { force?: boolean } = {}): Promise<void> {
    if (parts.length === 0) return;
    await em.execute(`select pg_advisory_xact_lock(${PROJECTION_LOCK})::text as locked`);
    // The single row is made on first use (a database whose projection was never built).
    await em.execute('insert into reporting.dashboard_stats (id) values (1) on conflict (id) do nothing');
    const behind = behindColumns(parts);
    const [flags] = await em.execute<Array<Record<DashboardPart, boolean>>>(`select ${behind.sql} from reporting.dashboard_stats s where s.id = 1`, [...behind.params]);
    const stale = opts.force ? parts : parts.filter((p) => flags![p]);
    if (stale.length === 0) return;
    // Recorded before reading: every event this snapshot sees is in what follows.
    await em.execute(markSnapshots(stale));
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
