import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { PAGE_TRANSLATIONS, saveContentTranslation } from '../content-translation-use-cases';
import type { SavePageTranslation } from './save-page-translation.command';

@injectable()
export class SavePageTranslationHandler implements CommandHandler<SavePageTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: SavePageTranslation, uow: UnitOfWork): Promise<void> {
    this.languages.translation(command.language);
    await saveContentTranslation(uow, PAGE_TRANSLATIONS, command.pageId, command.language, command.facts, command.by);
  }
}
