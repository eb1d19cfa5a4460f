import type { audit } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { ActivityFilter } from '../../infrastructure/activity-sql';

export interface ActivityPage {
  readonly data: audit.ActivityEntry[];
  readonly total: number;
}

/** The trail and the requests' decisions matching the filters, newest first: `limit` entries from `offset`. */
export class ListActivity extends Query<ActivityPage> {
  constructor(
    readonly filters: ActivityFilter,
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
