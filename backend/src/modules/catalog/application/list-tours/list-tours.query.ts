import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

export interface TourListFilter {
  readonly search?: string;
  readonly category?: string;
  readonly location?: string;
  /** Only tours a party can request on this day. */
  readonly date?: string;
  /** The party's size (1 if absent): tours that take this many (on `date`, seats left included). */
  readonly people?: number;
  /** The reader's language, one of the site's (English if absent): the tours' text where translated, and what `search` matches. */
  readonly language?: string;
}

/** The public tour list, highest rated first (the list's default order). */
export class ListTours extends Query<catalog.TourListItem[]> {
  constructor(readonly filter: TourListFilter) {
    super();
  }
}
