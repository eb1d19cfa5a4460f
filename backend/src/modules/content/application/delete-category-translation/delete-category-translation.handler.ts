import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { loadCategoryTranslationSubject, noCategoryTranslation } from '../category-translation-subject';
import type { DeleteCategoryTranslation } from './delete-category-translation.command';

@injectable()
export class DeleteCategoryTranslationHandler implements CommandHandler<DeleteCategoryTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeleteCategoryTranslation, uow: UnitOfWork): Promise<void> {
    const { translation } = await loadCategoryTranslationSubject(uow, this.languages, command.categoryId, command.language);
    if (!translation) throw noCategoryTranslation(this.languages, command.language);
    translation.markDeleted();
    uow.em.remove(translation);
  }
}
