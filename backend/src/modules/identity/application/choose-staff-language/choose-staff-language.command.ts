import { Command } from '../../../../kernel/cqrs/command-bus';

/** The signed-in admin reads the back office in `language` from now on (one of the site's languages). */
export class ChooseStaffLanguage extends Command<void> {
  constructor(
    readonly userId: string,
    readonly language: string,
  ) {
    super();
  }
}
