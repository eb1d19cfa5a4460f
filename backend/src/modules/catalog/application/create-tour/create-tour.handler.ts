import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Tour } from '../../domain/tour';
import { TourCategories } from '../tour-categories';
import { withDefaults } from '../tour-input';
import { flushTour } from '../flush-tour';
import { TourTombstoneSchema } from '../../infrastructure/catalog.schema';
import type { CreateTour } from './create-tour.command';
import { auditCatalog, tourView } from '../catalog-audit';

@injectable()
export class CreateTourHandler implements CommandHandler<CreateTour, string> {
  constructor(@inject(TourCategories) private readonly categories: TourCategories) {}

  async execute(command: CreateTour, uow: UnitOfWork): Promise<string> {
    await this.categories.assertTourCategory(command.input.categoryId);
    const tour = Tour.create(command.id ?? randomUUID(), withDefaults(command.input));
    // A tour created again under a deleted one's id (the seed's fixed ids) is live again at its URL.
    if (command.id) await uow.em.nativeDelete(TourTombstoneSchema, { id: command.id });
    uow.em.persist(tour);
    auditCatalog(uow, 'tour', { id: tour.id, label: tour.title }, 'create', null, tourView(tour));
    await flushTour(uow);
    return tour.id;
  }
}
