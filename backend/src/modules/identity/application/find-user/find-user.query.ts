import { Query } from '../../../../kernel/cqrs/query-bus';
import type { AuthenticatedUser } from '../../../../kernel/http/route-table';

/** The user a session names, or null when the user is gone or the session began before the user's sessions were ended. */
export class FindUser extends Query<AuthenticatedUser | null> {
  constructor(
    readonly id: string,
    /** When the session began (ms since the epoch). */
    readonly sessionStartedAt: number,
  ) {
    super();
  }
}
