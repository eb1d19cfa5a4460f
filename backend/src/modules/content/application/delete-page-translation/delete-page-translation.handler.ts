import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { PageTranslationSchema } from '../../infrastructure/content.schema';
import type { DeletePageTranslation } from './delete-page-translation.command';

@injectable()
export class DeletePageTranslationHandler implements CommandHandler<DeletePageTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeletePageTranslation, uow: UnitOfWork): Promise<void> {
    const { pageId, language } = command;
    this.languages.translation(language);
    const translation = isUuid(pageId) ? await uow.em.findOne(PageTranslationSchema, { pageId, language }) : null;
    if (!translation) throw new NotFound(`This page has no ${this.languages.nameOf(language)} translation`);
    translation.markDeleted();
    uow.em.remove(translation);
  }
}
