import type { bookings } from '@costiera/contracts';
import { isoTimestamp } from '../../../kernel/database/postgres';
import type { TourSummary } from '../../catalog';

/** The admin shape of a booking request without its tour (alias `b`). */
export const BOOKING_SELECT = `
  select b.id, b.tour_id, b.customer_name, b.customer_email, b.customer_phone, to_char(b.date, 'YYYY-MM-DD') as date,
         b.people, b.message, b.status, ${isoTimestamp('b.created_at')} as created_at
  from bookings.booking_requests b`;

export type BookingRow = Omit<bookings.AdminBookingRequest, 'tour'>;

/** Adds the tour facts the details dialog shows (null when the tour has been deleted). */
export function withTour(row: BookingRow, tours: ReadonlyMap<string, TourSummary>): bookings.AdminBookingRequest {
  const t = tours.get(row.tour_id);
  return {
    ...row,
    tour: t ? { id: t.id, title: t.title, location: t.location, duration: t.duration, price_from: t.price_from, currency: t.currency, max_passengers: t.max_passengers } : null,
  };
}
