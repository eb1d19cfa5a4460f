import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * The requests one bad-weather closure cancelled for the same traveller as request `id` (same
 * address, same moment, same reason), oldest first, `id` among them; empty when `id` is not
 * such a request (any more). The first of them carries the traveller's one email.
 */
export class GetWeatherCancellations extends Query<string[]> {
  constructor(readonly id: string) {
    super();
  }
}
