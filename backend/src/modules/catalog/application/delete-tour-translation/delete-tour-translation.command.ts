import { Command } from '../../../../kernel/cqrs/command-bus';

/** Removes a tour's translation into `language`: its page in that language shows the English again. */
export class DeleteTourTranslation extends Command<void> {
  constructor(
    readonly tourId: string,
    readonly language: string,
  ) {
    super();
  }
}
