import { containsPattern, isUuid, newestFirstPage, type SqlStatement } from '../../../kernel/database/postgres';
import type { AdminTourFilter } from '../application/list-admin-tours/list-admin-tours.query';
import { ADMIN_TOUR_SELECT } from './admin-tour-sql';
import { staffSearch } from './tour-search-sql';

function whereOf(filter: AdminTourFilter): { clause: string; params: unknown[] } {
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
