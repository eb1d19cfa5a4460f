import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * Facade: the provider id a deleted tour had when it was deleted; null for a tour that was not
 * deleted, or whose provider was not kept. A provider's booking link stays bound to it.
 */
export class DeletedTourProvider extends Query<string | null> {
  constructor(readonly tourId: string) {
    super();
  }
}
