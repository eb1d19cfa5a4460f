import type { catalog } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

export interface AdminTourFilter {
  readonly page: number;
  readonly limit: number;
  readonly search?: string;
  /** A category id; 'all' or empty is no filter. */
  readonly category?: string;
  /** Part of the location, ignoring case and accents. */
  readonly location?: string;
  /** A site language other than English: `search` also matches the tours' translations into it. */
  readonly lang?: string;
}

/** The admin tour list: newest first, paged. */
export class ListAdminTours extends Query<{ data: catalog.AdminTour[]; pagination: { page: number; limit: number; total: number; pages: number } }> {
  constructor(readonly filter: AdminTourFilter) {
    super();
  }
}
