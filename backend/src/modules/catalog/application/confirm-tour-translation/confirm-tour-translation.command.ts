import { Command } from '../../../../kernel/cqrs/command-bus';

/** The tour's English changed but its translation into `language` still holds: it becomes current as it is. */
export class ConfirmTourTranslation extends Command<void> {
  constructor(
    readonly tourId: string,
    readonly language: string,
    readonly by: string | null = null,
  ) {
    super();
  }
}
