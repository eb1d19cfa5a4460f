import { Command } from '../../../../kernel/cqrs/command-bus';
import type { BookingRequestFacts, BookingStatus } from '../../domain/booking-request';

/** What the traveller hears back: the new request as stored. */
export interface SubmittedBookingRequest {
  readonly id: string;
  readonly status: BookingStatus;
  readonly createdAt: Date;
}

/**
 * A traveller asks to book a tour. Committed in groups with the requests that arrive at the
 * same moment (CommandBus.registerGrouped): the handler does nothing outside its unit of
 * work, so throttling happens before the command (in the HTTP route).
 */
export class SubmitBookingRequest extends Command<SubmittedBookingRequest> {
  constructor(
    readonly facts: BookingRequestFacts,
    /** Fixed only by the seed (idempotent runs). */
    readonly id?: string,
  ) {
    super();
  }
}
