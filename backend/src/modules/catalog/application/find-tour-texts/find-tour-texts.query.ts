import { Query } from '../../../../kernel/cqrs/query-bus';

/** The words of a tour another module shows beside its own facts, in one language. */
export interface TourTexts {
  readonly id: string;
  readonly title: string;
  readonly meeting_point: string;
  /** The language the words are in: the one asked for where the tour is translated into it, else English. */
  readonly lang: string;
}

/** The tours with these ids that exist, their words in `language` where translated (the provider's calendar feed). Part of the facade. */
export class FindTourTexts extends Query<TourTexts[]> {
  constructor(
    readonly ids: readonly string[],
    readonly language: string,
  ) {
    super();
  }
}
