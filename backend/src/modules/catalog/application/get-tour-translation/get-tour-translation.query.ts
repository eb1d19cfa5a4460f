import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A tour's translation with the English beside it; `translation` null when there is none. */
export interface TourTranslationView {
  readonly tourId: string;
  readonly language: string;
  readonly english: catalog.TourText;
  readonly translation: { readonly text: catalog.TourTranslation; readonly state: 'stale' | 'current' } | null;
}

/** A tour's translation into a site language other than English (422 otherwise); null when the tour is unknown. */
export class GetTourTranslation extends Query<TourTranslationView | null> {
  constructor(
    readonly tourId: string,
    readonly language: string,
  ) {
    super();
  }
}
