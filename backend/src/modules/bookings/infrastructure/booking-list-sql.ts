import { isoTimestamp, newestFirstPage, searchWordPatterns, type SqlStatement } from '../../../kernel/database/postgres';
import type { BookingRequestFilter as BookingListFilter } from '../application/list-booking-requests/list-booking-requests.query';
import { BOOKING_SELECT } from './booking-read-sql';

function whereOf(filter: Omit<BookingListFilter, 'page' | 'limit'>): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    where.push('b.status = ?');
    params.push(filter.status);
  }
  if (filter.stage === 'awaiting-provider') where.push(`b.status = 'pending' and b.proposed_date is null`);
  if (filter.stage === 'expiring-24h') {
    where.push(`b.status = 'pending' and b.respond_by > ? and b.respond_by <= ?::timestamptz + interval '24 hours'`);
    params.push(filter.now ?? new Date(), filter.now ?? new Date());
  }
  if (filter.decidedBy) {
    where.push('b.decided_by = ?');
    params.push(filter.decidedBy);
  }
  const words = searchWordPatterns(filter.search);
  const wordsMatch = words.map(() => 'b.search_doc like public.search_text(?)');
  if (filter.reference !== undefined) {
    // The unique index on reference finds it; words beside it (a name that reads as a reference) are or-ed.
    where.push(words.length ? `(b.reference = ? or (${wordsMatch.join(' and ')}))` : 'b.reference = ?');
    params.push(filter.reference, ...words);
  } else {
    where.push(...wordsMatch);
    params.push(...words);
  }
  return { clause: where.length ? `where ${where.join(' and ')}` : '', params };
}

/**
 * How many requests the filter matches: without search words, from the per-status counters
 * the triggers keep (migration BookingStatusCounts); with them (a reference, the workflow's filters), counted.
 */
export function bookingCountStatement(filter: BookingListFilter): SqlStatement {
  if (searchWordPatterns(filter.search).length === 0 && filter.reference === undefined && !filter.stage && !filter.decidedBy) {
    return filter.status
      ? { sql: 'select coalesce(sum(total), 0)::int as total from bookings.status_counts where status = ?', params: [filter.status] }
      : { sql: 'select coalesce(sum(total), 0)::int as total from bookings.status_counts', params: [] };
  }
  const { clause, params } = whereOf(filter);
  return { sql: `select count(*)::int as total from bookings.booking_requests b ${clause}`, params };
}

/** One page, newest first: ids from the status's partial (created_at, id) index or the (created_at, id) index, then those rows. Null past the end. */
export function bookingPageStatement(filter: BookingListFilter, total: number): SqlStatement | null {
  const { clause, params } = whereOf(filter);
  return newestFirstPage({ from: 'bookings.booking_requests b', alias: 'b', select: BOOKING_SELECT, where: clause, params }, filter.page, filter.limit, total);
}

/** Where a keyset batch of the export goes on from: the last row's created_at (as Postgres' text, to the microsecond) and id. */
export interface BookingExportCursor {
  readonly createdAt: string;
  readonly id: string;
}

/**
 * One batch of the export, newest first like the list: the rows the list's filter matches that
 * come after `after` in (created_at, id) order, read from the same indexes as the list's pages.
 */
export function bookingExportBatchStatement(filter: Omit<BookingListFilter, 'page' | 'limit'>, after: BookingExportCursor | null, size: number): SqlStatement {
  const { clause, params } = whereOf(filter);
  const keyset = after ? '(b.created_at, b.id) < (?::timestamptz, ?::uuid)' : '';
  const where = [clause.replace(/^where /, ''), keyset].filter((c) => c !== '').join(' and ');
  return {
    sql: `select b.id, b.reference, b.created_at::text as cursor_at, ${isoTimestamp('b.created_at')} as created_at, b.status, b.decided_by, b.tour_id,
                 to_char(b.date, 'YYYY-MM-DD') as date, b.departure, b.people, b.language,
                 b.customer_name, b.customer_email, b.customer_phone, b.message
          from bookings.booking_requests b ${where ? `where ${where}` : ''}
          order by b.created_at desc, b.id desc limit ?`,
    params: [...params, ...(after ? [after.createdAt, after.id] : []), size],
  };
}
