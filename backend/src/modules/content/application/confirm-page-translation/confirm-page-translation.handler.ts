import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { PAGE_TRANSLATIONS, confirmContentTranslation } from '../content-translation-use-cases';
import type { ConfirmPageTranslation } from './confirm-page-translation.command';

@injectable()
export class ConfirmPageTranslationHandler implements CommandHandler<ConfirmPageTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: ConfirmPageTranslation, uow: UnitOfWork): Promise<void> {
    this.languages.translation(command.language);
    await confirmContentTranslation(uow, this.languages, PAGE_TRANSLATIONS, command.pageId, command.language, command.by);
  }
}
