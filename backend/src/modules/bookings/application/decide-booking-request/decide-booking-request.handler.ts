import { inject, injectable } from 'inversify';
import { LockMode } from '@mikro-orm/core';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Clock } from '../../../../kernel/clock';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../../settings';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { Availability } from '../availability/availability';
import { closeTourDates } from '../tour-calendar/tour-calendar.handlers';
import { BookingRequestSchema } from '../../infrastructure/booking-request.schema';
import type { DecisionState } from '../../domain/booking-decision';
import type { DecideBookingRequest } from './decide-booking-request.command';
import { auditBookings } from '../bookings-audit';

@injectable()
export class DecideBookingRequestHandler implements CommandHandler<DecideBookingRequest, DecisionState> {
  constructor(
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
    @inject(Availability) private readonly availability: Availability,
  ) {}

  async execute(command: DecideBookingRequest, uow: UnitOfWork): Promise<DecisionState> {
    // The row stays locked until commit: of two racing decisions the second sees the first's outcome.
    const request = isUuid(command.id) ? await uow.em.findOne(BookingRequestSchema, { id: command.id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!request) throw new NotFound('Booking request not found');
    const day = request.confirmsOn(command.decision);
    if (day) await this.availability.assertSeatsToConfirm(request, day);
    const { decision } = command;
    const before = { status: request.status, date: request.date };
    request.decide(command.actor, decision, this.clock.now(), this.settings.bookingWindow);
    // Staff decisions are audited here; providers' and travellers' are on the request's timeline, which the Activity list reads.
    if (command.actor.kind === 'admin') {
      auditBookings(uow, 'booking-request', { id: request.id, label: request.reference }, 'status-change', before, { status: request.status, date: request.date });
    }
    if (decision.action === 'decline' && decision.closeDay) {
      const reason = `Full: closed by the provider when declining request ${request.reference}${decision.reason ? ` ("${decision.reason}")` : ''}`;
      await closeTourDates(uow, request.tourId, [request.date], reason, 'provider');
    }
    return request.decisionState();
  }
}
