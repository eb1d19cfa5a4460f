import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { ARTICLE_TRANSLATIONS, deleteContentTranslation } from '../content-translation-use-cases';
import type { DeleteArticleTranslation } from './delete-article-translation.command';

@injectable()
export class DeleteArticleTranslationHandler implements CommandHandler<DeleteArticleTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeleteArticleTranslation, uow: UnitOfWork): Promise<void> {
    this.languages.translation(command.language);
    await deleteContentTranslation(uow, this.languages, ARTICLE_TRANSLATIONS, command.articleId, command.language);
  }
}
