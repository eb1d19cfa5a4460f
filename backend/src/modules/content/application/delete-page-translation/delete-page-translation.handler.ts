import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { PAGE_TRANSLATIONS, deleteContentTranslation } from '../content-translation-use-cases';
import type { DeletePageTranslation } from './delete-page-translation.command';

@injectable()
export class DeletePageTranslationHandler implements CommandHandler<DeletePageTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeletePageTranslation, uow: UnitOfWork): Promise<void> {
    this.languages.translation(command.language);
    await deleteContentTranslation(uow, this.languages, PAGE_TRANSLATIONS, command.pageId, command.language);
  }
}
