import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One page in the admin shape, drafts included; null when unknown. */
export class GetPage extends Query<content.AdminPage | null> {
  constructor(readonly id: string) {
    super();
  }
}
