import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TourTombstone } from '../../domain/tour-tombstone';
import { TourSchema } from '../../infrastructure/catalog.schema';
import type { DeleteTour } from './delete-tour.command';
import { auditCatalog, tourView } from '../catalog-audit';

@injectable()
export class DeleteTourHandler implements CommandHandler<DeleteTour, void> {
  async execute(command: DeleteTour, uow: UnitOfWork): Promise<void> {
    const tour = isUuid(command.id) ? await uow.em.findOne(TourSchema, { id: command.id }) : null;
    if (!tour) throw new NotFound('Tour not found');
    tour.markDeleted();
    auditCatalog(uow, 'tour', { id: tour.id, label: tour.title }, 'delete', tourView(tour), null);
    uow.em.remove(tour);
    // Its URL answers 410 Gone from now on (WasTourDeleted); its provider's links stay its own (DeletedTourProvider).
    uow.em.persist(new TourTombstone(tour.id, new Date(), tour.providerId));
  }
}
