import { bookings } from '@costiera/contracts';
import type { CsvColumn } from '../../../kernel/http/csv-answer';
import type { BookingExportRow } from '../application/export-booking-requests/export-booking-requests.query';

type Column = (typeof bookings.BOOKING_EXPORT_COLUMNS)[number];

const CELLS: Record<Column, CsvColumn<BookingExportRow>['cell']> = {
  reference: (r) => r.reference,
  id: (r) => r.id,
  created_at: (r) => r.created_at,
  status: (r) => r.status,
  decided_by: (r) => r.decided_by,
  tour_id: (r) => r.tour_id,
  tour: (r) => r.tour,
  date: (r) => r.date,
  departure: (r) => r.departure,
  people: (r) => r.people,
  language: (r) => r.language,
  customer_name: (r) => r.customer_name,
  customer_email: (r) => r.customer_email,
  customer_phone: (r) => r.customer_phone,
  message: (r) => r.message,
};

/** The export's columns, in the contract's order. */
export const BOOKING_EXPORT_COLUMNS: readonly CsvColumn<BookingExportRow>[] = bookings.BOOKING_EXPORT_COLUMNS.map((header) => ({ header, cell: CELLS[header] }));
