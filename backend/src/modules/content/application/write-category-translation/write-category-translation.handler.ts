import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Conflict, NotFound } from '../../../../kernel/errors';
import { constraintViolation } from '../../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { CategoryTranslation } from '../../domain/category-translation';
import { loadCategoryTranslationSubject } from '../category-translation-subject';
import type { WriteCategoryTranslation } from './write-category-translation.command';
import { auditContent, categoryTranslationView } from '../content-audit';

@injectable()
export class WriteCategoryTranslationHandler implements CommandHandler<WriteCategoryTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: WriteCategoryTranslation, uow: UnitOfWork): Promise<void> {
    const { category, translation } = await loadCategoryTranslationSubject(uow, this.languages, command.categoryId, command.language);
    const label = { id: category.id, label: `${category.name} (${command.language})` };
    if (translation) {
      const before = categoryTranslationView(translation);
      translation.rewrite(command.text, category, command.by);
      auditContent(uow, 'category-translation', label, 'update', before, categoryTranslationView(translation));
    } else {
      const written = CategoryTranslation.write(category.id, command.language, command.text, category, command.by);
      uow.em.persist(written);
      auditContent(uow, 'category-translation', label, 'create', null, categoryTranslationView(written));
    }
    try {
      await uow.em.flush();
    } catch (err) {
      // Races the reads above could not see: the category deleted meanwhile, or another first translation saved at the same moment.
      const constraint = constraintViolation(err)?.constraint;
      if (constraint === 'category_translations_category_fk') throw new NotFound('Category not found');
      if (constraint === 'category_translations_pkey') throw new Conflict('This translation was saved by someone else at the same moment: reload it and try again');
      throw err;
    }
  }
}
