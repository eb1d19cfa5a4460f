import { Command } from '../../../../kernel/cqrs/command-bus';

/** Creates an admin with this username, or resets the password of the existing one and makes it an admin. */
export class SetAdminAccount extends Command<{ id: string; created: boolean }> {
  constructor(
    readonly username: string,
    readonly password: string,
  ) {
    super();
  }
}
