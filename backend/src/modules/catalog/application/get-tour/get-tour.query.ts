import { SOURCE_LANGUAGE, type catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A tour in the public detail shape, its text in `language` where translated; null when unknown (or not a uuid). */
export class GetTour extends Query<catalog.TourDetail | null> {
  constructor(
    readonly id: string,
    readonly language: string = SOURCE_LANGUAGE,
  ) {
    super();
  }
}
