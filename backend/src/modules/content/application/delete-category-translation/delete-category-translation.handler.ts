import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { loadCategoryTranslationSubject, noCategoryTranslation } from '../category-translation-subject';
import type { DeleteCategoryTranslation } from './delete-category-translation.command';
import { auditContent, categoryTranslationView } from '../content-audit';

@injectable()
export class DeleteCategoryTranslationHandler implements CommandHandler<DeleteCategoryTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeleteCategoryTranslation, uow: UnitOfWork): Promise<void> {
    const { category, translation } = await loadCategoryTranslationSubject(uow, this.languages, command.categoryId, command.language);
    if (!translation) throw noCategoryTranslation(this.languages, command.language);
    translation.markDeleted();
    auditContent(uow, 'category-translation', { id: category.id, label: `${category.name} (${command.language})` }, 'delete', categoryTranslationView(translation), null);
    uow.em.remove(translation);
  }
}
