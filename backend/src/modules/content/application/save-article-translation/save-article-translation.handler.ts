import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { NotFound } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { ArticleTranslation } from '../../domain/article-translation';
import { ArticleTranslationSchema } from '../../infrastructure/content.schema';
import { articleSource } from '../../infrastructure/translation-sources';
import { assertTranslationSlugFree, flushTranslation } from '../translation-slug';
import type { SaveArticleTranslation } from './save-article-translation.command';

@injectable()
export class SaveArticleTranslationHandler implements CommandHandler<SaveArticleTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: SaveArticleTranslation, uow: UnitOfWork): Promise<void> {
    const { articleId, language, facts, by } = command;
    this.languages.translation(language);
    const source = await articleSource(uow.em, articleId);
    if (!source) throw new NotFound('Article not found');
    await assertTranslationSlugFree(uow.em, 'article', language, facts.slug, articleId);
    const existing = await uow.em.findOne(ArticleTranslationSchema, { articleId, language });
    if (existing) existing.rewrite(facts, source, by);
    else uow.em.persist(ArticleTranslation.write(articleId, language, facts, source, by));
    await flushTranslation(uow.em, 'article', language, facts.slug);
  }
}
