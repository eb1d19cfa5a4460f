import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One provider as the admin reads it; null when the directory has no such id. */
export class GetProvider extends Query<catalog.AdminProvider | null> {
  constructor(readonly id: string) {
    super();
  }
}
