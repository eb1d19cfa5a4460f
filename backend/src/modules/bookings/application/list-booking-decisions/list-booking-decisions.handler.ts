import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid, isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { BookingDecision, ListBookingDecisions } from './list-booking-decisions.query';

/** What the timeline calls each decision, and the word the activity list uses for it. */
const ACTIONS: Record<string, string> = { 'status-changed': 'decided', 'date-proposed': 'date-proposed' };
const KIND_OF_ACTION: Record<string, string> = { decided: 'status-changed', 'date-proposed': 'date-proposed' };

@injectable()
export class ListBookingDecisionsHandler implements QueryHandler<ListBookingDecisions, { rows: BookingDecision[]; total: number }> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: ListBookingDecisions): Promise<{ rows: BookingDecision[]; total: number }> {
    const { actor, action, bookingRequestId, from, before } = query.filters;
    const where = [`h.kind in ('status-changed', 'date-proposed')`, `h.actor in ('provider', 'traveller')`];
    const params: unknown[] = [];
    if (actor !== undefined) {
      where.push('h.actor = ?');
      params.push(actor);
    }
    if (action !== undefined) {
      const kind = KIND_OF_ACTION[action];
      if (!kind) return { rows: [], total: 0 };
      where.push('h.kind = ?');
      params.push(kind);
    }
    if (bookingRequestId !== undefined) {
      if (!isUuid(bookingRequestId)) return { rows: [], total: 0 };
      where.push('h.booking_request_id = ?');
      params.push(bookingRequestId);
    }
    if (from !== undefined) {
      where.push('h.at >= ?');
      params.push(from);
    }
    if (before !== undefined) {
      where.push('h.at < ?');
      params.push(before);
    }
    const condition = where.join(' and ');
    const page = query.after ? `${condition} and (h.at, h.id) < (?::timestamptz, ?::bigint)` : condition;
    const pageParams = query.after ? [...params, query.after.at, query.after.id] : params;
    const [count, rows] = await Promise.all([
      query.counted ? this.sql.one<{ n: string }>(`select count(*) as n from bookings.booking_history h where ${condition}`, params) : null,
      this.sql.rows<{ id: string; at: string; actor: string; kind: string; detail: string | null; booking_request_id: string; customer_name: string }>(
        `select h.id::text as id, ${isoTimestamp('h.at')} as at, h.actor, h.kind, h.detail, h.booking_request_id, b.customer_name
           from bookings.booking_history h join bookings.booking_requests b on b.id = h.booking_request_id
          where ${page} order by h.at desc, h.id desc limit ?`,
        [...pageParams, query.limit],
      ),
    ]);
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id,
        at: r.at,
        actor: r.actor,
        action: ACTIONS[r.kind] ?? r.kind,
        detail: r.detail,
        bookingRequestId: r.booking_request_id,
        customerName: r.customer_name,
      })),
    };
  }
}
