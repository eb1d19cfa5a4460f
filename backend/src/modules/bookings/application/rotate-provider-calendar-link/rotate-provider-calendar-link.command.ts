import { Command } from '../../../../kernel/cqrs/command-bus';

/** Staff make a provider of the directory a new calendar feed token; the answer is the token (shown once). */
export class RotateProviderCalendarLink extends Command<string> {
  constructor(
    readonly providerId: string,
    readonly username: string,
  ) {
    super();
  }
}
