import { Command } from '../../../../kernel/cqrs/command-bus';
import type { AuthenticatedUser } from '../../../../kernel/http/route-table';

export class SignIn extends Command<AuthenticatedUser> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** The client's address, for throttling. */
    readonly clientAddress: string,
  ) {
    super();
  }
}
