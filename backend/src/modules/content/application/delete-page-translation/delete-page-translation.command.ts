import { Command } from '../../../../kernel/cqrs/command-bus';

/** Removes a page's translation into one language: the page has no address in it any more. */
export class DeletePageTranslation extends Command<void> {
  constructor(
    readonly pageId: string,
    readonly language: string,
  ) {
    super();
  }
}
