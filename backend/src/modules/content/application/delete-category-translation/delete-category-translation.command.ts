import { Command } from '../../../../kernel/cqrs/command-bus';

/** Removes a category's translation into `language`: its name shows in English there again. */
export class DeleteCategoryTranslation extends Command<void> {
  constructor(
    readonly categoryId: string,
    readonly language: string,
  ) {
    super();
  }
}
