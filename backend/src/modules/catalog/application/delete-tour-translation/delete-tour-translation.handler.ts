import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { loadTranslationSubject, noTranslation } from '../tour-translation-subject';
import type { DeleteTourTranslation } from './delete-tour-translation.command';
import { auditCatalog, tourTranslationView } from '../catalog-audit';

@injectable()
export class DeleteTourTranslationHandler implements CommandHandler<DeleteTourTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeleteTourTranslation, uow: UnitOfWork): Promise<void> {
    const { tour, translation } = await loadTranslationSubject(uow, this.languages, command.tourId, command.language);
    if (!translation) throw noTranslation(this.languages, command.language);
    translation.markDeleted();
    auditCatalog(uow, 'tour-translation', { id: tour.id, label: `${tour.title} (${command.language})` }, 'delete', tourTranslationView(translation), null);
    uow.em.remove(translation);
  }
}
