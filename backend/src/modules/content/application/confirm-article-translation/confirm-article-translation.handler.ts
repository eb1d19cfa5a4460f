import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Config } from '../../../../kernel/config';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { assertTranslationLanguage, languageName } from '../../domain/translation';
import { ArticleTranslationSchema } from '../../infrastructure/content.schema';
import { articleSource } from '../../infrastructure/translation-sources';
import { siteLanguages } from '../../settings';
import type { ConfirmArticleTranslation } from './confirm-article-translation.command';

@injectable()
export class ConfirmArticleTranslationHandler implements CommandHandler<ConfirmArticleTranslation, void> {
  constructor(@inject(TOKENS.Config) private readonly config: Config) {}

  async execute(command: ConfirmArticleTranslation, uow: UnitOfWork): Promise<void> {
    const { articleId, language } = command;
    assertTranslationLanguage(language, siteLanguages(this.config));
    const source = await articleSource(uow.em, articleId);
    if (!source) throw new NotFound('Article not found');
    const translation = await uow.em.findOne(ArticleTranslationSchema, { articleId, language });
    if (!translation) throw new NotFound(`This article has no ${languageName(language)} translation to confirm`);
    translation.confirm(source.hash, command.by);
  }
}
