import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A tour's reviews, newest first, in the public shape; null when the tour is unknown. */
export class ListTourReviews extends Query<catalog.Review[] | null> {
  constructor(readonly tourId: string) {
    super();
  }
}
