import type { identity } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** The signed-in admin as the back office shows them (name, admin flag, chosen language); null when the account is gone. */
export class GetStaffMember extends Query<identity.CurrentUser | null> {
  constructor(readonly userId: string) {
    super();
  }
}
