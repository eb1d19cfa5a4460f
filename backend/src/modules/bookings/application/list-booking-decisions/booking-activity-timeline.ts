import { inject, injectable } from 'inversify';
import type { ActivityTimeline, TimelineCursor, TimelineDecision, TimelineFilter } from '../../../audit';
import { ListBookingDecisionsHandler } from './list-booking-decisions.handler';
import { ListBookingDecisions } from './list-booking-decisions.query';

/** The requests' timelines as the Activity list reads them: providers' and travellers' decisions, each request named by its traveller. */
@injectable()
export class BookingActivityTimeline implements ActivityTimeline {
  constructor(@inject(ListBookingDecisionsHandler) private readonly decisionsOf: ListBookingDecisionsHandler) {}

  async decisions(filter: TimelineFilter, limit: number, after: TimelineCursor | null, counted: boolean): Promise<{ rows: TimelineDecision[]; total: number }> {
    const { actor, action, itemId, from, before } = filter;
    const { rows, total } = await this.decisionsOf.execute(new ListBookingDecisions({ actor, action, bookingRequestId: itemId, from, before }, limit, after, counted));
    return {
      total,
      rows: rows.map((d) => ({
        id: d.id,
        at: d.at,
        actor: d.actor,
        action: d.action,
        detail: d.detail,
        kind: 'booking-request',
        itemId: d.bookingRequestId,
        itemLabel: d.customerName,
        field: d.action === 'decided' ? 'status' : 'proposed_date',
      })),
    };
  }
}
