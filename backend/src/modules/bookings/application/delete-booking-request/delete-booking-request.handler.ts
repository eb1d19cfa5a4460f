import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { BookingRequestSchema } from '../../infrastructure/booking-request.schema';
import type { DeleteBookingRequest } from './delete-booking-request.command';
import { auditBookings } from '../bookings-audit';

@injectable()
export class DeleteBookingRequestHandler implements CommandHandler<DeleteBookingRequest, void> {
  async execute(command: DeleteBookingRequest, uow: UnitOfWork): Promise<void> {
    const request = isUuid(command.id) ? await uow.em.findOne(BookingRequestSchema, { id: command.id }) : null;
    if (!request) throw new NotFound('Booking request not found');
    request.markDeleted();
    auditBookings(uow, 'booking-request', { id: request.id, label: request.reference }, 'delete', { tour_id: request.tourId, date: request.date, people: request.people, status: request.status }, null);
    uow.em.remove(request);
  }
}
