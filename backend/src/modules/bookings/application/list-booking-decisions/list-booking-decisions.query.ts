import { Query } from '../../../../kernel/cqrs/query-bus';

/** A decision a provider or traveller took on a request, as its timeline records it. */
export interface BookingDecision {
  readonly id: string;
  readonly at: string;
  /** `provider` or `traveller`. */
  readonly actor: string;
  /** `decided` (a status change) or `date-proposed`. */
  readonly action: string;
  readonly detail: string | null;
  readonly bookingRequestId: string;
  readonly customerName: string;
}

export interface BookingDecisionFilters {
  readonly actor?: string;
  readonly action?: string;
  readonly bookingRequestId?: string;
  /** Inclusive bounds, ISO timestamps. */
  readonly from?: string;
  readonly before?: string;
}

/**
 * The newest `limit` decisions of providers and travellers matching the filters (older than
 * `after`, for a long read in batches), with how many match in all unless `counted` is false.
 */
export class ListBookingDecisions extends Query<{ rows: BookingDecision[]; total: number }> {
  constructor(
    readonly filters: BookingDecisionFilters,
    readonly limit: number,
    readonly after: { readonly at: string; readonly id: string } | null = null,
    readonly counted = true,
  ) {
    super();
  }
}
