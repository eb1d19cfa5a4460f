import type { PriceUnit } from '@costiera/contracts';
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
  /** The start time ('HH:MM'), when the tour lists start times. */
  readonly departure: string | null;
  /** What the provider added when confirming (pick-up details, what to bring). */
  readonly confirmationNote: string | null;
  readonly tour: {
    readonly providerId: string;
    readonly title: string;
    readonly location: string;
    readonly duration: string;
    readonly providerName: string;
    readonly providerEmail: string | null;
    readonly providerPhone: string | null;
    readonly meetingPoint: string;
    /** Decimal string, e.g. '55.00'. */
    readonly priceFrom: string;
    readonly currency: string;
    readonly priceUnit: PriceUnit;
  } | null;
}

/** The facts of a booking request for its emails; null when it no longer exists (or the id is no uuid). */
export class GetBookingEmailFacts extends Query<BookingEmailFacts | null> {
  constructor(readonly id: string) {
    super();
  }
}
