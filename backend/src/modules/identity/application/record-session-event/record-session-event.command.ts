import { Command } from '../../../../kernel/cqrs/command-bus';

/** A sign-in refused or a sign-out, recorded in the audit trail (a sign-in is recorded by SignIn itself). */
export class RecordSessionEvent extends Command<void> {
  constructor(
    readonly action: 'sign-in-failed' | 'sign-out',
    /** The account's username; for a failed sign-in, the one tried. */
    readonly username: string,
    /** Null when no account has that username (or it was not checked). */
    readonly userId: string | null,
    /** Why a sign-in was refused (`invalid_credentials`, `too_many_requests`). */
    readonly reason: string | null = null,
  ) {
    super();
  }
}
