import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { PageTranslation } from '../../domain/page-translation';
import { PageTranslationSchema } from '../../infrastructure/content.schema';
import { pageSource } from '../../infrastructure/translation-sources';
import { assertTranslationSlugFree, flushTranslation } from '../translation-slug';
import type { SavePageTranslation } from './save-page-translation.command';

@injectable()
export class SavePageTranslationHandler implements CommandHandler<SavePageTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: SavePageTranslation, uow: UnitOfWork): Promise<void> {
    const { pageId, language, facts, by } = command;
    this.languages.translation(language);
    const source = await pageSource(uow.em, pageId);
    if (!source) throw new NotFound('Page not found');
    await assertTranslationSlugFree(uow.em, 'page', language, facts.slug, pageId);
    const existing = await uow.em.findOne(PageTranslationSchema, { pageId, language });
    if (existing) existing.rewrite(facts, source, by);
    else uow.em.persist(PageTranslation.write(pageId, language, facts, source, by));
    await flushTranslation(uow.em, 'page', language, facts.slug);
  }
}
