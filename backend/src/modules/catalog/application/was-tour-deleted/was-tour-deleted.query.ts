import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * Facade: whether `/tours/{id}` named a tour that was deleted (and not created again), so the
 * page answers 410 Gone rather than 404. Tours have no slug: the URL's segment is the id, and
 * anything that is not a uuid is simply not a deleted tour.
 */
export class WasTourDeleted extends Query<boolean> {
  constructor(readonly id: string) {
    super();
  }
}
