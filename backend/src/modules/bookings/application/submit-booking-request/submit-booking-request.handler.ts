import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { QueryBus } from '../../../../kernel/cqrs/query-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { BusinessRuleViolation } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { BookingRequest } from '../../domain/booking-request';
import type { SubmitBookingRequest, SubmittedBookingRequest } from './submit-booking-request.command';

@injectable()
export class SubmitBookingRequestHandler implements CommandHandler<SubmitBookingRequest, SubmittedBookingRequest> {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  async execute(command: SubmitBookingRequest, uow: UnitOfWork): Promise<SubmittedBookingRequest> {
    const [tour] = await this.queries.execute(new FindTourFacts([command.facts.tourId]));
    if (!tour) {
      throw new BusinessRuleViolation('The tour you asked about does not exist (it may have been removed)', [{ field: 'tourId', message: 'Tour not found' }]);
    }
    const request = BookingRequest.submit(command.id ?? randomUUID(), command.facts, { maxPassengers: tour.max_passengers });
    uow.em.persist(request);
    return { id: request.id, status: request.status, createdAt: request.createdAt };
  }
}
