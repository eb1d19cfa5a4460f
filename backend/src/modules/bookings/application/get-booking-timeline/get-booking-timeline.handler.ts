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
    const row = await this.sql.one<WorkflowRow>(`select ${WORKFLOW_COLUMNS} from bookings.booking_requests b where b.id = ?`, [query.id]);
    if (!row) return null;
    // The first entry is the request itself (its creation time), then the history rows.
    const entries = await this.sql.rows<bookings.BookingTimeline['entries'][number]>(
      `select ${isoTimestamp('e.at')} as at, e.kind, e.actor, e.detail from (
         select b.created_at as at, 0::bigint as seq, 'submitted' as kind, 'traveller' as actor, null::text as detail from bookings.booking_requests b where b.id = ?
         union all
         select h.at, h.id, h.kind, h.actor, h.detail from bookings.booking_history h where h.booking_request_id = ?
       ) e order by e.at, e.seq`,
      [query.id, query.id],
    );
    return { ...row, entries };
  }
}
