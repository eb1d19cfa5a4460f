import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { ArticleTranslationSchema } from '../../infrastructure/content.schema';
import type { DeleteArticleTranslation } from './delete-article-translation.command';

@injectable()
export class DeleteArticleTranslationHandler implements CommandHandler<DeleteArticleTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeleteArticleTranslation, uow: UnitOfWork): Promise<void> {
    const { articleId, language } = command;
    this.languages.translation(language);
    const translation = isUuid(articleId) ? await uow.em.findOne(ArticleTranslationSchema, { articleId, language }) : null;
    if (!translation) throw new NotFound(`This article has no ${this.languages.nameOf(language)} translation`);
    translation.markDeleted();
    uow.em.remove(translation);
  }
}
