import { BusinessRuleViolation, Conflict } from '../../../kernel/errors';
import type { bookings } from '@costiera/contracts';
import { assertRequestable, type BookingWindowSettings } from './booking-window';

/** Who decided a request (stored in `decided_by`; an admin's username beside it). */
export type DecidedBy = 'provider' | 'traveller' | 'admin' | 'expiry';

export type DecisionActor =
  | { readonly kind: 'provider' }
  | { readonly kind: 'traveller' }
  | { readonly kind: 'admin'; readonly username: string }
  | { readonly kind: 'expiry' };

/** What a decision does; which actor may take which is the aggregate's rule. */
export type BookingDecision =
  | { readonly action: 'confirm'; readonly note?: string | null }
  /** `closeDay`: the provider also closes the request's day for new requests ("we are full that day"). */
  | { readonly action: 'decline'; readonly reason: string | null; readonly closeDay?: boolean }
  | { readonly action: 'propose'; readonly date: string; readonly note: string | null }
  | { readonly action: 'accept-proposal' }
  | { readonly action: 'decline-proposal' }
  | { readonly action: 'cancel'; readonly reason: string | null }
  | { readonly action: 'expire' }
  | { readonly action: 'set-status'; readonly status: bookings.BookingStatus }
  /** Staff closed the day for bad weather (`note`: what they saw); the traveller gets the bad-weather email, not the usual one. */
  | { readonly action: 'cancel-for-weather'; readonly note: string };

/** How a bad-weather cancellation's reason begins on the timeline: 'Bad weather: strong wind, the boats stay in'. */
export const BAD_WEATHER = 'Bad weather';
export const badWeatherReason = (note: string) => `${BAD_WEATHER}: ${note.trim()}`;

/** What the decisions change on a request, as its pages show it (instants as ISO strings). */
export interface DecisionState {
  readonly status: bookings.BookingStatus;
  readonly date: string;
  readonly departure: string | null;
  readonly decidedBy: DecidedBy | null;
  readonly decidedAt: string | null;
  readonly decisionReason: string | null;
  readonly proposedDate: string | null;
  readonly proposalNote: string | null;
  readonly respondBy: string | null;
  readonly confirmationNote: string | null;
}

/** A decision that came second: the request was decided already (409), and how; `state`: the request as it stands. */
export class AlreadyDecided extends Conflict {
  constructor(
    readonly currentStatus: bookings.BookingStatus,
    readonly decidedBy: DecidedBy | null,
    readonly decidedAt: Date | null,
    readonly state: DecisionState,
  ) {
    super(`This request was already ${currentStatus}`);
  }
}

/** A provider's other date: not the one asked for, and one a traveller could request now (the same window). */
export function assertProposable(requested: string, proposed: string, now: Date, window: BookingWindowSettings): void {
  if (proposed === requested) {
    const message = 'Propose a date other than the one the traveller asked for';
    throw new BusinessRuleViolation(message, [{ field: 'date', message }]);
  }
  assertRequestable(proposed, now, window);
}
