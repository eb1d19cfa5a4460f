import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

export interface TourListFilter {
  readonly search?: string;
  readonly category?: string;
  readonly location?: string;
}

/** The public tour list, highest rated first (the list's default order). */
export class ListTours extends Query<catalog.TourListItem[]> {
  constructor(readonly filter: TourListFilter) {
    super();
  }
}
