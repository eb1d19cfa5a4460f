import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { loadTranslationSubject, noTranslation } from '../tour-translation-subject';
import type { DeleteTourTranslation } from './delete-tour-translation.command';

@injectable()
export class DeleteTourTranslationHandler implements CommandHandler<DeleteTourTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: DeleteTourTranslation, uow: UnitOfWork): Promise<void> {
    const { translation } = await loadTranslationSubject(uow, this.languages, command.tourId, command.language);
    if (!translation) throw noTranslation(this.languages, command.language);
    translation.markDeleted();
    uow.em.remove(translation);
  }
}
