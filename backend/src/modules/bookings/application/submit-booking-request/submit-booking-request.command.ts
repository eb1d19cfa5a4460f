import { Command } from '../../../../kernel/cqrs/command-bus';
import type { BookingRequestFacts } from '../../domain/booking-request';

/** A traveller asks to book a tour; answers the new request's id. */
export class SubmitBookingRequest extends Command<string> {
  constructor(
    readonly facts: BookingRequestFacts,
    /** The client's address, for throttling; null skips the throttle (the seed). */
    readonly clientAddress: string | null,
    /** Fixed only by the seed (idempotent runs). */
    readonly id?: string,
  ) {
    super();
  }
}
