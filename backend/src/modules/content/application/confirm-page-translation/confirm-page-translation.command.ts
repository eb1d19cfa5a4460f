import { Command } from '../../../../kernel/cqrs/command-bus';

/** Staff say a page's translation still holds for the English of now: it becomes current as it is. */
export class ConfirmPageTranslation extends Command<void> {
  constructor(
    readonly pageId: string,
    readonly language: string,
    readonly by: string | null = null,
  ) {
    super();
  }
}
