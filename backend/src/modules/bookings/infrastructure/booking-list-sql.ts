import { newestFirstPage, searchWordPatterns, type SqlStatement } from '../../../kernel/database/postgres';
import type { BookingRequestFilter as BookingListFilter } from '../application/list-booking-requests/list-booking-requests.query';
import { BOOKING_SELECT } from './booking-read-sql';

function whereOf(filter: BookingListFilter): { clause: string; params: unknown[] } {
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
