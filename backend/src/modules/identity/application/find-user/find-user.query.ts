import { Query } from '../../../../kernel/cqrs/query-bus';
import type { AuthenticatedUser } from '../../../../kernel/http/route-table';

export class FindUser extends Query<AuthenticatedUser | null> {
  constructor(readonly id: string) {
    super();
  }
}
