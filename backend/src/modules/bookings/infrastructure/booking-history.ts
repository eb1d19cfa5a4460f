import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../../kernel/database/prepared';

/**
 * What the timeline says happened: submitted, an email sent, refused for good by the mail
 * server or held back, a link opened, a decision, a proposal.
 */
export type HistoryKind = 'submitted' | 'email-sent' | 'email-refused' | 'email-skipped' | 'link-opened' | 'status-changed' | 'date-proposed';

export interface HistoryEntry {
  readonly bookingRequestId: string;
  readonly at: Date | string;
  readonly kind: HistoryKind;
  /** provider, traveller, expiry, or an admin's username. */
  readonly actor: string | null;
  readonly detail: string | null;
  readonly eventId?: string | null;
}

/**
 * Appends one line to a request's history (append-only: never updated). Nothing is written for
 * a request deleted meanwhile, so a late event's delivery does not fail on the foreign key.
 */
export async function appendHistory(em: EntityManager, entry: HistoryEntry): Promise<void> {
  await prepared(
    em,
    'bookings.history-append',
    `insert into bookings.booking_history (booking_request_id, at, kind, actor, detail, event_id)
     select ?, ?, ?, ?, ?, ? where exists (select 1 from bookings.booking_requests where id = ?)`,
    [entry.bookingRequestId, new Date(entry.at), entry.kind, entry.actor, entry.detail, entry.eventId ?? null, entry.bookingRequestId],
  );
}
