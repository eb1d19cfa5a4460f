import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { ARTICLE_TRANSLATIONS, confirmContentTranslation } from '../content-translation-use-cases';
import type { ConfirmArticleTranslation } from './confirm-article-translation.command';

@injectable()
export class ConfirmArticleTranslationHandler implements CommandHandler<ConfirmArticleTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: ConfirmArticleTranslation, uow: UnitOfWork): Promise<void> {
    this.languages.translation(command.language);
    await confirmContentTranslation(uow, this.languages, ARTICLE_TRANSLATIONS, command.articleId, command.language, command.by);
  }
}
