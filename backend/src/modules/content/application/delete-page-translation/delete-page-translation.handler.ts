import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Config } from '../../../../kernel/config';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { assertTranslationLanguage, languageName } from '../../domain/translation';
import { PageTranslationSchema } from '../../infrastructure/content.schema';
import { siteLanguages } from '../../settings';
import type { DeletePageTranslation } from './delete-page-translation.command';

@injectable()
export class DeletePageTranslationHandler implements CommandHandler<DeletePageTranslation, void> {
  constructor(@inject(TOKENS.Config) private readonly config: Config) {}

  async execute(command: DeletePageTranslation, uow: UnitOfWork): Promise<void> {
    const { pageId, language } = command;
    assertTranslationLanguage(language, siteLanguages(this.config));
    const translation = isUuid(pageId) ? await uow.em.findOne(PageTranslationSchema, { pageId, language }) : null;
    if (!translation) throw new NotFound(`This page has no ${languageName(language)} translation`);
    translation.markDeleted();
    uow.em.remove(translation);
  }
}
