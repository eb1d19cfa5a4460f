import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { Review } from '../../domain/review';
import { TourSchema } from '../../infrastructure/catalog.schema';
import type { RecordReview } from './record-review.command';

@injectable()
export class RecordReviewHandler implements CommandHandler<RecordReview, string> {
  async execute(command: RecordReview, uow: UnitOfWork): Promise<string> {
    const tour = isUuid(command.facts.tourId) ? await uow.em.findOne(TourSchema, { id: command.facts.tourId }) : null;
    if (!tour) throw new NotFound('Tour not found');
    const review = Review.record(command.id ?? randomUUID(), command.facts, command.writtenAt);
    uow.em.persist(review);
    return review.id;
  }
}
