import { Query } from '../../../../kernel/cqrs/query-bus';
import type { BookingStatus } from '../../domain/booking-request';
import type { DecidedBy } from '../../domain/booking-decision';

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
  readonly tourId: string;
  readonly decidedBy: DecidedBy | null;
  /** ISO timestamp. */
  readonly decidedAt: string | null;
  readonly decisionReason: string | null;
  /** YYYY-MM-DD: a date the provider proposed instead (the request stays pending). */
  readonly proposedDate: string | null;
  readonly proposalNote: string | null;
  /** ISO timestamp; null for requests without a deadline (the demo data). */
  readonly respondBy: string | null;
  readonly tour: {
    readonly providerId: string;
    readonly title: string;
    readonly location: string;
    readonly duration: string;
    readonly providerName: string;
    readonly providerEmail: string | null;
  } | null;
}

/** The facts of a booking request for its emails; null when it no longer exists (or the id is no uuid). */
export class GetBookingEmailFacts extends Query<BookingEmailFacts | null> {
  constructor(readonly id: string) {
    super();
  }
}
