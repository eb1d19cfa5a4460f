import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One tour in the admin shape; null when unknown. */
export class GetAdminTour extends Query<catalog.AdminTour | null> {
  constructor(readonly id: string) {
    super();
  }
}
