import { Command } from '../../../../kernel/cqrs/command-bus';
import type { BookingRequestFacts, BookingStatus } from '../../domain/booking-request';

/** What the traveller hears back: the new request as stored. */
export interface SubmittedBookingRequest {
  readonly id: string;
  /** 'CST-' and seven characters: what the traveller quotes. */
  readonly reference: string;
  readonly status: BookingStatus;
  readonly createdAt: Date;
  /** The token of the traveller's status page (/booking/traveller/<token>). */
  readonly statusToken: string;
}

/** A traveller asks to book a tour (throttled per address before the command, in the HTTP route; committed in groups). */
export class SubmitBookingRequest extends Command<SubmittedBookingRequest> {
  constructor(
    readonly facts: BookingRequestFacts,
    /** Fixed only by the seed (idempotent runs). */
    readonly id?: string,
    /** False only for the seed's demo requests: no respond-by time, no reminders, no expiry. */
    readonly withDeadline = true,
    /** The client's Idempotency-Key: stored with the request, so the same key cannot store a second one. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}
