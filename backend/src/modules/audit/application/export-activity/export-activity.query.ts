import type { audit } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { ActivityFilter } from '../../infrastructure/activity-sql';

/** Every entry the filter matches, newest first, in batches read as the consumer asks (the Activity list's export). */
export class ExportActivity extends Query<AsyncIterable<readonly audit.ActivityEntry[]>> {
  constructor(readonly filter: ActivityFilter) {
    super();
  }
}
