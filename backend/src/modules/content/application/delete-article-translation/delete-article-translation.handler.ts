import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Config } from '../../../../kernel/config';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { assertTranslationLanguage, languageName } from '../../domain/translation';
import { ArticleTranslationSchema } from '../../infrastructure/content.schema';
import { siteLanguages } from '../../settings';
import type { DeleteArticleTranslation } from './delete-article-translation.command';

@injectable()
export class DeleteArticleTranslationHandler implements CommandHandler<DeleteArticleTranslation, void> {
  constructor(@inject(TOKENS.Config) private readonly config: Config) {}

  async execute(command: DeleteArticleTranslation, uow: UnitOfWork): Promise<void> {
    const { articleId, language } = command;
    assertTranslationLanguage(language, siteLanguages(this.config));
    const translation = isUuid(articleId) ? await uow.em.findOne(ArticleTranslationSchema, { articleId, language }) : null;
    if (!translation) throw new NotFound(`This article has no ${languageName(language)} translation`);
    translation.markDeleted();
    uow.em.remove(translation);
  }
}
