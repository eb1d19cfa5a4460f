import { Query } from '../../../../kernel/cqrs/query-bus';

/** The ids of the tours that name a provider id now (the provider's calendar feed lists their requests). Part of the facade. */
export class ListProviderTours extends Query<readonly string[]> {
  constructor(readonly providerId: string) {
    super();
  }
}
