import type { PriceUnit } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** What other modules know of a tour (bookings: the size rule and the details dialog). */
export interface TourSummary {
  readonly id: string;
  readonly title: string;
  readonly location: string;
  readonly duration: string;
  readonly price_from: string;
  readonly currency: string;
  readonly max_passengers: number;
  readonly provider_id: string;
  readonly provider_name: string;
  /** The provider's first booking address in the directory (replies reach it); null: not in the directory or inactive. */
  readonly provider_email: string | null;
  /** Every booking address the directory holds for the provider (empty: not in the directory or inactive). */
  readonly provider_emails: readonly string[];
  /** The directory's phone for the provider (null: none set, not in the directory or inactive). */
  readonly provider_phone: string | null;
  readonly meeting_point: string;
  /** The unit the price is quoted per (contracts' priceUnitFor: category and private flag). */
  readonly price_unit: PriceUnit;
}

/** The tours with these ids that exist (ids that are not uuids match nothing). Part of the facade. */
export class FindTourFacts extends Query<TourSummary[]> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
