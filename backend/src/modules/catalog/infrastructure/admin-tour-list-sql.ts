import { containsPattern, isUuid, pageWindow, searchWordPatterns, type SqlStatement } from '../../../kernel/database/postgres';
import type { AdminTourFilter } from '../application/list-admin-tours/list-admin-tours.query';
import { ADMIN_TOUR_SELECT } from './admin-tour-sql';

function whereOf(filter: AdminTourFilter): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const pattern of searchWordPatterns(filter.search)) {
    where.push('t.search_doc like public.search_text(?)');
    params.push(pattern);
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

/**
 * One page, newest first: the page's ids are chosen first (sorting ids and dates, not whole
 * tours), from the nearer end of the list, then only those tours are read. Null past the end.
 */
export function adminTourPageStatement(filter: AdminTourFilter, total: number): SqlStatement | null {
  const window = pageWindow(filter.page, filter.limit, total);
  if (!window) return null;
  const { clause, params } = whereOf(filter);
  const direction = window.reversed ? 'asc' : 'desc';
  return {
    sql: `with ids as (
            select t.id from catalog.tours t ${clause}
            order by t.created_at ${direction}, t.id ${direction} limit ? offset ?
          )
          ${ADMIN_TOUR_SELECT} join ids on ids.id = t.id
          order by t.created_at desc, t.id desc`,
    params: [...params, window.limit, window.offset],
  };
}
