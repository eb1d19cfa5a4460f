import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { appendHistory } from '../infrastructure/booking-history';
import { BOOKING_DATE_PROPOSED, BOOKING_STATUS_CHANGED, type DateProposedPayload, type StatusChangedPayload } from './booking-events';

/**
 * The request's timeline, written by the same events as the emails (each once: the inbox). Its
 * first entry, the submission, is the request itself (GetBookingTimeline), not a row written here.
 */
export function historySubscriber(): Subscriber {
  return {
    name: 'bookings.history',
    events: [BOOKING_STATUS_CHANGED, BOOKING_DATE_PROPOSED],
    async handle(event, em) {
      const id = String(event.payload.bookingRequestId);
      if (event.name === BOOKING_STATUS_CHANGED) {
        const p = event.payload as StatusChangedPayload;
        const actor = p.decidedBy === 'admin' ? (p.username ?? 'admin') : p.decidedBy;
        const detail = `${p.from} → ${p.to}${p.reason ? `: ${p.reason}` : ''}`;
        await appendHistory(em, { bookingRequestId: id, at: p.at, kind: 'status-changed', actor, detail, eventId: event.id });
      } else if (event.name === BOOKING_DATE_PROPOSED) {
        const p = event.payload as DateProposedPayload;
        await appendHistory(em, { bookingRequestId: id, at: p.at, kind: 'date-proposed', actor: 'provider', detail: `${p.proposedDate}${p.note ? `: ${p.note}` : ''}`, eventId: event.id });
      }
    },
  };
}
