import type { bookings } from '@costiera/contracts';
import { isoTimestamp } from '../../../kernel/database/postgres';
import type { TourSummary } from '../../catalog';

/** Who decided (the admin list tells a decline, an expiry and a withdrawal apart by it). */
const DECIDER_COLUMNS = 'b.decided_by, b.decided_by_username';

/** The admin shape of a booking request without its tour (alias `b`). */
export const BOOKING_SELECT = `
  select b.id, b.reference, b.tour_id, b.customer_name, b.customer_email, b.customer_phone, to_char(b.date, 'YYYY-MM-DD') as date,
         b.people, b.message, b.status, ${DECIDER_COLUMNS}, ${isoTimestamp('b.created_at')} as created_at, b.language,
         ${isoTimestamp('b.personal_data_erased_at')} as personal_data_erased_at
  from bookings.booking_requests b`;

export type BookingRow = Omit<bookings.AdminBookingRequest, 'tour'>;

const DECISION_COLUMNS = `${isoTimestamp('b.decided_at')} as decided_at, b.decision_reason,
  to_char(b.proposed_date, 'YYYY-MM-DD') as proposed_date, b.proposal_note, ${isoTimestamp('b.respond_by')} as respond_by,
  b.departure, b.confirmation_note`;

/** The decision workflow's columns (alias `b`), for the emails and the link pages. */
export const WORKFLOW_COLUMNS = `${DECIDER_COLUMNS}, ${DECISION_COLUMNS}`;

/** BOOKING_SELECT with the workflow's columns. */
export const BOOKING_WORKFLOW_SELECT = BOOKING_SELECT.replace('\n  from ', `, ${DECISION_COLUMNS}\n  from `);

export interface WorkflowRow {
  decided_by: 'provider' | 'traveller' | 'admin' | 'expiry' | null;
  decided_by_username: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  proposed_date: string | null;
  proposal_note: string | null;
  respond_by: string | null;
  departure: string | null;
  confirmation_note: string | null;
}

/** Adds the tour facts the details dialog shows (null when the tour has been deleted). */
export function withTour(row: BookingRow, tours: ReadonlyMap<string, TourSummary>): bookings.AdminBookingRequest {
  const t = tours.get(row.tour_id);
  return {
    ...row,
    tour: t
      ? {
          id: t.id,
          title: t.title,
          location: t.location,
          duration: t.duration,
          price_from: t.price_from,
          currency: t.currency,
          max_passengers: t.max_passengers,
          provider_name: t.provider_name,
          provider_emails: [...t.provider_emails],
        }
      : null,
  };
}
