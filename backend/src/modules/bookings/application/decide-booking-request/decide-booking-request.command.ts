import { Command } from '../../../../kernel/cqrs/command-bus';
import type { BookingDecision, DecisionActor, DecisionState } from '../../domain/booking-decision';

/**
 * One decision about a request, by whoever takes it: the provider or the traveller through
 * their links, an admin in the back office, the expiry at the deadline. The first decision
 * wins; a later one fails with AlreadyDecided (409), saying what happened. Answers the request
 * as the decision left it.
 */
export class DecideBookingRequest extends Command<DecisionState> {
  constructor(
    readonly id: string,
    readonly actor: DecisionActor,
    readonly decision: BookingDecision,
  ) {
    super();
  }
}
