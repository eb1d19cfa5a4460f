import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { ArticleTranslationSchema } from '../../infrastructure/content.schema';
import { articleSource } from '../../infrastructure/translation-sources';
import type { ConfirmArticleTranslation } from './confirm-article-translation.command';

@injectable()
export class ConfirmArticleTranslationHandler implements CommandHandler<ConfirmArticleTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: ConfirmArticleTranslation, uow: UnitOfWork): Promise<void> {
    const { articleId, language } = command;
    this.languages.translation(language);
    const source = await articleSource(uow.em, articleId);
    if (!source) throw new NotFound('Article not found');
    const translation = await uow.em.findOne(ArticleTranslationSchema, { articleId, language });
    if (!translation) throw new NotFound(`This article has no ${this.languages.nameOf(language)} translation to confirm`);
    translation.confirm(source.hash, command.by);
  }
}
