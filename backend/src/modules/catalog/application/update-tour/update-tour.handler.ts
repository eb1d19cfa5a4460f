import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TourSchema } from '../../infrastructure/catalog.schema';
import { TourCategories } from '../tour-categories';
import { withDefaults } from '../tour-input';
import { flushTour } from '../flush-tour';
import type { UpdateTour } from './update-tour.command';
import { auditCatalog, tourView } from '../catalog-audit';

@injectable()
export class UpdateTourHandler implements CommandHandler<UpdateTour, void> {
  constructor(@inject(TourCategories) private readonly categories: TourCategories) {}

  async execute(command: UpdateTour, uow: UnitOfWork): Promise<void> {
    const tour = isUuid(command.id) ? await uow.em.findOne(TourSchema, { id: command.id }) : null;
    if (!tour) throw new NotFound('Tour not found');
    await this.categories.assertTourCategory(command.input.categoryId);
    const before = tourView(tour);
    tour.update(withDefaults(command.input, tour));
    auditCatalog(uow, 'tour', { id: tour.id, label: tour.title }, 'update', before, tourView(tour));
    await flushTour(uow);
  }
}
