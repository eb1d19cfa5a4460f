import { Query } from '../../../../kernel/cqrs/query-bus';

export interface SimilarTour {
  readonly id: string;
  readonly title: string;
  readonly location: string;
  readonly rating: string;
}

/** Up to `limit` other tours of the same category or location, best rated first (bookings offers them when a request expires). Part of the facade. */
export class FindSimilarTours extends Query<SimilarTour[]> {
  constructor(
    readonly tourId: string,
    readonly limit = 3,
  ) {
    super();
  }
}
