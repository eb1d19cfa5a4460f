import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Config } from '../../../../kernel/config';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { assertTranslationLanguage, languageName } from '../../domain/translation';
import { PageTranslationSchema } from '../../infrastructure/content.schema';
import { pageSource } from '../../infrastructure/translation-sources';
import { siteLanguages } from '../../settings';
import type { ConfirmPageTranslation } from './confirm-page-translation.command';

@injectable()
export class ConfirmPageTranslationHandler implements CommandHandler<ConfirmPageTranslation, void> {
  constructor(@inject(TOKENS.Config) private readonly config: Config) {}

  async execute(command: ConfirmPageTranslation, uow: UnitOfWork): Promise<void> {
    const { pageId, language } = command;
    assertTranslationLanguage(language, siteLanguages(this.config));
    const source = await pageSource(uow.em, pageId);
    if (!source) throw new NotFound('Page not found');
    const translation = await uow.em.findOne(PageTranslationSchema, { pageId, language });
    if (!translation) throw new NotFound(`This page has no ${languageName(language)} translation to confirm`);
    translation.confirm(source.hash, command.by);
  }
}
