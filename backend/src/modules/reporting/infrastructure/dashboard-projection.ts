import { inject, injectable } from 'inversify';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../kernel/tokens';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { prepared } from '../../../kernel/database/prepared';
import { CountTours } from '../../catalog';
import { CountContent } from '../../content';
import { GetBookingStats } from '../../bookings';
import { ALL_DASHBOARD_PARTS, type DashboardPart } from '../domain/dashboard-parts';
import { behindColumns, RECENT_BOOKING_REQUESTS, SNAPSHOT_COLUMN } from './dashboard-read-sql';

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
   * module's facade and stored with the snapshot taken before that read. Recomputing (not
   * incrementing) makes a redelivered event harmless. `force` recomputes even so (a rebuild
   * after a bulk import). Every other part with nothing unseen takes that snapshot too: the
   * check reads the outbox from a part's snapshot on, and a part whose events are rare (tours,
   * content) would otherwise be checked against every booking since its last change (ADR 0009).
   *
   * Three statements in all: the lock, the check and the snapshot in one (its snapshot is
   * taken before the lock is granted, so it is at worst older than what is read next: a part
   * may be recomputed once more, never skipped wrongly), the facade's read, and one write.
   */
  async refresh(em: EntityManager, parts: readonly DashboardPart[], opts: { force?: boolean } = {}): Promise<void> {
    if (parts.length === 0) return;
    const behind = behindColumns();
    const [state] = await prepared<Record<DashboardPart, boolean> & { snapshot: string }>(
      em,
      'reporting.dashboard-lock-and-check',
      `select pg_advisory_xact_lock(${PROJECTION_LOCK})::text as locked, pg_current_snapshot()::text as snapshot, ${behind.sql}
       from (values (1)) as one left join reporting.dashboard_stats s on s.id = 1`,
      [...behind.params],
    );
    const stale = opts.force ? parts : parts.filter((p) => state![p]);
    const caughtUp = ALL_DASHBOARD_PARTS.filter((p) => !stale.includes(p) && !state![p]);
    if (stale.length > 0) await this.recompute(em, stale, caughtUp, state!.snapshot);
  }

  /**
   * The given parts as the source modules have them now (read only, no lock): what the
   * dashboard shows while the subscriber has events still to handle.
   */
  async current(parts: readonly DashboardPart[]): Promise<DashboardParts> {
    return Object.assign({}, ...(await Promise.all(parts.map((p) => this.read(p)))));
  }

  private async read(part: DashboardPart): Promise<DashboardParts> {
    if (part === 'tours') return { tours: { totalTours: await this.queries.execute(new CountTours()) } };
    if (part === 'content') {
      const content = await this.queries.execute(new CountContent());
      return { content: { totalArticles: content.publishedArticles, totalPages: content.pages } };
    }
    const bookings = await this.queries.execute(new GetBookingStats(RECENT_BOOKING_REQUESTS));
    return { bookings: { totalBookingRequests: bookings.total, pendingBookingRequests: bookings.pending, recent: bookings.recent } };
  }

  /** Reads `parts` from the source modules and stores them, with `snapshot` for them and for `caughtUp`, in one statement. */
  private async recompute(em: EntityManager, parts: readonly DashboardPart[], caughtUp: readonly DashboardPart[], snapshot: string): Promise<void> {
    // One after the other: inside the transaction every read shares its one connection.
    const figures: DashboardParts = {};
    for (const part of parts) Object.assign(figures, await this.read(part));
    const columns: Record<string, unknown> = {};
    for (const part of [...parts, ...caughtUp]) columns[SNAPSHOT_COLUMN[part]] = snapshot;
    if (figures.tours) columns.total_tours = figures.tours.totalTours;
    if (figures.content) Object.assign(columns, { total_articles: figures.content.totalArticles, total_pages: figures.content.totalPages });
    const recent = figures.bookings?.recent;
    if (figures.bookings) Object.assign(columns, { total_booking_requests: figures.bookings.totalBookingRequests, pending_booking_requests: figures.bookings.pendingBookingRequests });
    const names = Object.keys(columns);
    const values = names.map((c) => (c.endsWith('_snapshot') ? '?::pg_snapshot' : '?'));
    // The newest requests are replaced in the same statement: rows not among them deleted, the others upserted (disjoint ids).
    const column = <K extends keyof NonNullable<typeof recent>[number]>(key: K) => arrayLiteral((recent ?? []).map((r) => r[key]));
    const replaceRecent = recent
      ? `with removed as (delete from reporting.recent_booking_requests where id <> all(?::uuid[])),
              upserted as (insert into reporting.recent_booking_requests (id, customer_name, status, created_at)
                           select * from unnest(?::uuid[], ?::text[], ?::text[], ?::timestamptz[])
                           on conflict (id) do update set customer_name = excluded.customer_name, status = excluded.status, created_at = excluded.created_at)`
      : '';
    await em.execute(
      `${replaceRecent}
       insert into reporting.dashboard_stats (id, ${names.join(', ')}, refreshed_at) values (1, ${values.join(', ')}, now())
       on conflict (id) do update set ${names.map((c) => `${c} = excluded.${c}`).join(', ')}, refreshed_at = excluded.refreshed_at`,
      [...(recent ? [column('id'), column('id'), column('customer_name'), column('status'), column('created_at')] : []), ...names.map((c) => columns[c])],
    );
  }
}
