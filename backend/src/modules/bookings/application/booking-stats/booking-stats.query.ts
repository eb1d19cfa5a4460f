import { Query } from '../../../../kernel/cqrs/query-bus';

export interface BookingStats {
  readonly total: number;
  readonly pending: number;
  /** The newest first. */
  readonly recent: ReadonlyArray<{ id: string; customer_name: string; created_at: string; status: string }>;
}

/** Facade for the dashboard: counts and the `recentLimit` newest requests. */
export class GetBookingStats extends Query<BookingStats> {
  constructor(readonly recentLimit = 5) {
    super();
  }
}
