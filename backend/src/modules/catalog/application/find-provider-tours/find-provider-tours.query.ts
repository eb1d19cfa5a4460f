import { Query } from '../../../../kernel/cqrs/query-bus';

/** A provider's tours (id and title), by title: bookings closes all of them for a day of bad weather. Part of the facade. */
export class FindProviderTours extends Query<{ id: string; title: string }[]> {
  constructor(readonly providerId: string) {
    super();
  }
}
