import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * The requests one bad-weather closure cancelled (same moment, same reason) for the same
 * traveller as request `id` (same address) or for the same provider (the tours' provider),
 * oldest first, `id` among them; empty when `id` is not such a request (any more). The first
 * of them carries the one email that tells of all of them.
 */
export class GetWeatherCancellations extends Query<string[]> {
  constructor(
    readonly id: string,
    readonly sharing: 'traveller' | 'provider' = 'traveller',
  ) {
    super();
  }
}
