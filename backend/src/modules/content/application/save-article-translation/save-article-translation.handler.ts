import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { ARTICLE_TRANSLATIONS, saveContentTranslation } from '../content-translation-use-cases';
import type { SaveArticleTranslation } from './save-article-translation.command';

@injectable()
export class SaveArticleTranslationHandler implements CommandHandler<SaveArticleTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: SaveArticleTranslation, uow: UnitOfWork): Promise<void> {
    this.languages.translation(command.language);
    await saveContentTranslation(uow, ARTICLE_TRANSLATIONS, command.articleId, command.language, command.facts, command.by);
  }
}
