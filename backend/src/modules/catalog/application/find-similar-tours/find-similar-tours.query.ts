import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

export interface SimilarTour {
  readonly id: string;
  /** In the language asked for where the tour is translated into it. */
  readonly title: string;
  /** The language `title` is in. */
  readonly lang: string;
  readonly location: string;
  readonly rating: string;
}

/**
 * Up to `limit` other tours of the same category or location, best rated first, titled in
 * `language` where translated (bookings offers them when a request expires). Part of the facade.
 */
export class FindSimilarTours extends Query<SimilarTour[]> {
  constructor(
    readonly tourId: string,
    readonly limit = 3,
    readonly language: string = SOURCE_LANGUAGE,
  ) {
    super();
  }
}
