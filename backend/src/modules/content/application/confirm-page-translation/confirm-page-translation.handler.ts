import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { PageTranslationSchema } from '../../infrastructure/content.schema';
import { pageSource } from '../../infrastructure/translation-sources';
import type { ConfirmPageTranslation } from './confirm-page-translation.command';

@injectable()
export class ConfirmPageTranslationHandler implements CommandHandler<ConfirmPageTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: ConfirmPageTranslation, uow: UnitOfWork): Promise<void> {
    const { pageId, language } = command;
    this.languages.translation(language);
    const source = await pageSource(uow.em, pageId);
    if (!source) throw new NotFound('Page not found');
    const translation = await uow.em.findOne(PageTranslationSchema, { pageId, language });
    if (!translation) throw new NotFound(`This page has no ${this.languages.nameOf(language)} translation to confirm`);
    translation.confirm(source.hash, command.by);
  }
}
