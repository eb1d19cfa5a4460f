import { Query } from '../../../../kernel/cqrs/query-bus';
import type { BookingEmailFacts } from '../../infrastructure/booking-facts-sql';
import type { LinkParty } from '../../infrastructure/booking-tokens';

/** What a link page shows: whose link it is, and the request as it stands. */
export interface BookingLinkView {
  readonly party: LinkParty;
  readonly facts: BookingEmailFacts;
  /** Undecided past its respond-by time (the sweep will cancel it). */
  readonly expired: boolean;
}

/** The request a link token opens; null for an unknown, altered or foreign token (a provider's link stays with the tour's provider). */
export class GetBookingLink extends Query<BookingLinkView | null> {
  constructor(readonly token: string) {
    super();
  }
}
