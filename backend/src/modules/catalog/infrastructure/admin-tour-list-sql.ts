import { containsPattern, isoTimestamp, isUuid, newestFirstPage, type SqlStatement } from '../../../kernel/database/postgres';
import type { AdminTourFilter } from '../application/list-admin-tours/list-admin-tours.query';
import { ADMIN_TOUR_SELECT } from './admin-tour-sql';
import { staffSearch } from './tour-search-sql';

function whereOf(filter: Omit<AdminTourFilter, 'page' | 'limit'>): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const search = staffSearch(filter.search, filter.lang);
  if (search) {
    where.push(search.sql);
    params.push(...search.params);
  }
  if (filter.category && filter.category !== 'all') {
    if (isUuid(filter.category)) {
      where.push('t.category_id = ?');
      params.push(filter.category);
    } else where.push('false');
  }
  if (filter.location) {
    where.push('public.search_text(t.location) like public.search_text(?)');
    params.push(containsPattern(filter.location));
  }
  return { clause: where.length ? `where ${where.join(' and ')}` : '', params };
}

/** How many tours the filter matches (search words through the trigram index). */
export function adminTourCountStatement(filter: AdminTourFilter): SqlStatement {
  const { clause, params } = whereOf(filter);
  return { sql: `select count(*)::int as total from catalog.tours t ${clause}`, params };
}

/** One page, newest first: ids and dates sorted (not whole tours), from the nearer end, then those tours. Null past the end. */
export function adminTourPageStatement(filter: AdminTourFilter, total: number): SqlStatement | null {
  const { clause, params } = whereOf(filter);
  return newestFirstPage({ from: 'catalog.tours t', alias: 't', select: ADMIN_TOUR_SELECT, where: clause, params }, filter.page, filter.limit, total);
}

/** Where a keyset batch of the export goes on from: the last tour's created_at (Postgres' text, to the microsecond) and id. */
export interface TourExportCursor {
  readonly createdAt: string;
  readonly id: string;
}

/** One batch of the tours export, newest first like the list: the tours the list's filter matches after `after`. */
export function tourExportBatchStatement(filter: Omit<AdminTourFilter, 'page' | 'limit'>, after: TourExportCursor | null, size: number): SqlStatement {
  const { clause, params } = whereOf(filter);
  const where = [clause.replace(/^where /, ''), after ? '(t.created_at, t.id) < (?::timestamptz, ?::uuid)' : ''].filter((c) => c !== '').join(' and ');
  return {
    sql: `select t.id, t.created_at::text as cursor_at, t.title, t.category_id, t.location, t.duration, t.price_from::text as price_from, t.currency,
                 t.max_passengers, t.provider_name, t.provider_id, t.rating::text as rating, t.review_count, t.is_private, t.free_cancellation,
                 ${isoTimestamp('t.created_at')} as created_at
          from catalog.tours t ${where ? `where ${where}` : ''}
          order by t.created_at desc, t.id desc limit ?`,
    params: [...params, ...(after ? [after.createdAt, after.id] : []), size],
  };
}
