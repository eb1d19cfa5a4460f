import { Query } from '../../../../kernel/cqrs/query-bus';
import type { BookingRequestFilter } from '../list-booking-requests/list-booking-requests.query';

/** A booking request as the export writes it. */
export interface BookingExportRow {
  readonly id: string;
  readonly reference: string;
  readonly created_at: string;
  readonly status: string;
  readonly decided_by: string | null;
  readonly tour_id: string;
  /** The tour's title, or null when the tour has since been deleted. */
  readonly tour: string | null;
  readonly date: string;
  readonly departure: string | null;
  readonly people: number;
  readonly language: string;
  readonly customer_name: string;
  readonly customer_email: string;
  readonly customer_phone: string | null;
  readonly message: string | null;
}

/** Every request the admin list's filter matches, newest first, in batches read as the consumer asks. */
export class ExportBookingRequests extends Query<AsyncIterable<readonly BookingExportRow[]>> {
  constructor(readonly filter: Omit<BookingRequestFilter, 'page' | 'limit'>) {
    super();
  }
}
