import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { loadTranslationSubject, noTranslation } from '../tour-translation-subject';
import type { ConfirmTourTranslation } from './confirm-tour-translation.command';
import { auditCatalog } from '../catalog-audit';

@injectable()
export class ConfirmTourTranslationHandler implements CommandHandler<ConfirmTourTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: ConfirmTourTranslation, uow: UnitOfWork): Promise<void> {
    const { tour, translation } = await loadTranslationSubject(uow, this.languages, command.tourId, command.language);
    if (!translation) throw noTranslation(this.languages, command.language);
    translation.confirm(tour, command.by);
    auditCatalog(uow, 'tour-translation', { id: tour.id, label: `${tour.title} (${command.language})` }, 'confirm', null, null);
  }
}
