import { Query } from '../../../../kernel/cqrs/query-bus';
import type { BookingStatus } from '../../domain/booking-request';

/** Everything the booking emails show, with the tour's provider (null tour: it was deleted since). */
export interface BookingEmailFacts {
  readonly id: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string | null;
  /** YYYY-MM-DD, as the traveller chose it. */
  readonly date: string;
  readonly people: number;
  readonly message: string | null;
  readonly status: BookingStatus;
  /** ISO timestamp. */
  readonly createdAt: string;
  readonly tour: {
    readonly title: string;
    readonly location: string;
    readonly duration: string;
    readonly providerName: string;
    readonly providerEmail: string | null;
  } | null;
}

/**
 * The facts of these booking requests for their emails, by id, in one read (a delivery of a
 * hundred events reads them together); an id that no longer exists (or is no uuid) is absent.
 */
export class GetBookingEmailFacts extends Query<ReadonlyMap<string, BookingEmailFacts>> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
