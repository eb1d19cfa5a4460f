import { Command } from '../../../../kernel/cqrs/command-bus';

/**
 * Looks in Postgres (the source of truth) for undecided requests whose reminder or deadline is
 * due: records each reminder once and cancels each request past its deadline (decided_by =
 * expiry). Safe to run from several workers at once and after any restart: a due row is
 * taken by one sweep only, and what it records is marked in the same transaction.
 */
export class SweepBookingDeadlines extends Command<{ reminders: number; expired: number }> {
  constructor(readonly batch = 200) {
    super();
  }
}
