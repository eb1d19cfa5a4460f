import { Command } from '../../../../kernel/cqrs/command-bus';

/** The category's English name changed but its translation into `language` still holds: it becomes current as it is. */
export class ConfirmCategoryTranslation extends Command<void> {
  constructor(
    readonly categoryId: string,
    readonly language: string,
    readonly by: string | null = null,
  ) {
    super();
  }
}
