import { Query } from '../../../../kernel/cqrs/query-bus';

export interface BookingWorkflowStats {
  /** Pending requests whose respond-by time falls within the next 24 hours. */
  readonly expiringWithin24h: number;
  /** Median minutes from submission to the provider's decision, over the last 30 days; null without any. */
  readonly medianProviderResponseMinutes: number | null;
}

/** Facade for the dashboard: the decision workflow's figures (read fresh: they move with the clock). */
export class GetBookingWorkflowStats extends Query<BookingWorkflowStats> {}
