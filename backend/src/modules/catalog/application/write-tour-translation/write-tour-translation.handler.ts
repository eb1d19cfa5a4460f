import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Conflict, NotFound } from '../../../../kernel/errors';
import { constraintViolation } from '../../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { TourTranslation } from '../../domain/tour-translation';
import { loadTranslationSubject } from '../tour-translation-subject';
import type { WriteTourTranslation } from './write-tour-translation.command';
import { auditCatalog, tourTranslationView } from '../catalog-audit';

@injectable()
export class WriteTourTranslationHandler implements CommandHandler<WriteTourTranslation, void> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute(command: WriteTourTranslation, uow: UnitOfWork): Promise<void> {
    const { tour, translation } = await loadTranslationSubject(uow, this.languages, command.tourId, command.language);
    const label = { id: tour.id, label: `${tour.title} (${command.language})` };
    if (translation) {
      const before = tourTranslationView(translation);
      translation.rewrite(command.text, tour, command.by);
      auditCatalog(uow, 'tour-translation', label, 'update', before, tourTranslationView(translation));
    } else {
      const written = TourTranslation.write(tour.id, command.language, command.text, tour, command.by);
      uow.em.persist(written);
      auditCatalog(uow, 'tour-translation', label, 'create', null, tourTranslationView(written));
    }
    try {
      await uow.em.flush();
    } catch (err) {
      // Races the reads above could not see: the tour deleted meanwhile, or another first translation saved at the same moment.
      const constraint = constraintViolation(err)?.constraint;
      if (constraint === 'tour_translations_tour_fk') throw new NotFound('Tour not found');
      if (constraint === 'tour_translations_pkey') throw new Conflict('This translation was saved by someone else at the same moment: reload it and try again');
      throw err;
    }
  }
}
