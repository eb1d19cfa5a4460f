import type { bookings } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid, isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { WORKFLOW_COLUMNS, type WorkflowRow } from '../../infrastructure/booking-read-sql';
import type { GetBookingTimeline } from './get-booking-timeline.query';

@injectable()
export class GetBookingTimelineHandler implements QueryHandler<GetBookingTimeline, bookings.BookingTimeline | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: GetBookingTimeline): Promise<bookings.BookingTimeline | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<WorkflowRow & { submitted_at: string }>(
      `select ${WORKFLOW_COLUMNS}, ${isoTimestamp('b.created_at')} as submitted_at from bookings.booking_requests b where b.id = ?`,
      [query.id],
    );
    if (!row) return null;
    const { submitted_at: submittedAt, ...workflow } = row;
    const history = await this.sql.rows<bookings.BookingTimeline['entries'][number]>(
      `select ${isoTimestamp('h.at')} as at, h.kind, h.actor, h.detail from bookings.booking_history h where h.booking_request_id = ? order by h.at, h.id`,
      [query.id],
    );
    // The first entry is the request itself; the history rows record what happened after it.
    return { ...workflow, entries: [{ at: submittedAt, kind: 'submitted', actor: 'traveller', detail: null }, ...history] };
  }
}
