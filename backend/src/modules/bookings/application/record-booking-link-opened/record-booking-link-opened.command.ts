import { Command } from '../../../../kernel/cqrs/command-bus';
import type { LinkParty } from '../../infrastructure/booking-tokens';

/** A party opened their link page: one line in the request's history (the first time only). The request itself does not change. */
export class RecordBookingLinkOpened extends Command<void> {
  constructor(
    readonly bookingRequestId: string,
    readonly party: LinkParty,
  ) {
    super();
  }
}
