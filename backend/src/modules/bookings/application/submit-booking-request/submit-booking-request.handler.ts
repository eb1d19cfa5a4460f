import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { QueryBus } from '../../../../kernel/cqrs/query-bus';
import { BusinessRuleViolation } from '../../../../kernel/errors';
import { TOKENS } from '../../../../kernel/tokens';
import type { Config } from '../../../../kernel/config';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../../settings';
import type { Clock } from '../../../../kernel/clock';
import { FindTourFacts } from '../../../catalog';
import { BookingRequest } from '../../domain/booking-request';
import { BookingRefusal } from '../../domain/refusal-words';
import { issueReference } from '../../domain/booking-reference';
import { BOOKING_REFERENCE_DRAW, IssuedReferences, type ReferenceDraw } from '../../infrastructure/booking-references';
import { Availability } from '../availability/availability';
import { LinkTokenRow, travellerToken } from '../../infrastructure/booking-tokens';
import { IdempotencyRecord } from '../../infrastructure/idempotency-keys';
import type { SubmitBookingRequest, SubmittedBookingRequest } from './submit-booking-request.command';

/** Stores the request with the traveller's status link and its Idempotency-Key, all committed together. */
@injectable()
export class SubmitBookingRequestHandler implements CommandHandler<SubmitBookingRequest, SubmittedBookingRequest> {
  /** Commands built once already: built again, their group's commit failed (perhaps on the reference drawn). */
  private readonly built = new WeakSet<SubmitBookingRequest>();

  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Config) private readonly config: Config,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(Availability) private readonly availability: Availability,
    @inject(IssuedReferences) private readonly issued: IssuedReferences,
    @inject(BOOKING_REFERENCE_DRAW) private readonly draw: ReferenceDraw,
  ) {}

  async execute(command: SubmitBookingRequest, uow: UnitOfWork): Promise<SubmittedBookingRequest> {
    const [tour] = await this.queries.execute(new FindTourFacts([command.facts.tourId]));
    if (!tour) {
      throw new BookingRefusal('The tour you asked about does not exist (it may have been removed)', 'tourId', [{ id: 'refusal.noTour' }], 'Tour not found');
    }
    const language = command.facts.language;
    if (language !== undefined && !this.config.siteLanguages.includes(language)) {
      const message = `language must be one of the site's languages: ${this.config.siteLanguages.join(', ')}`;
      throw new BusinessRuleViolation(`The language "${language}" is not one of the site's languages (${this.config.siteLanguages.join(', ')})`, [{ field: 'language', message }]);
    }
    const now = this.clock.now();
    // A first draw is trusted to the odds and the database's unique checks, which fail its group's
    // commit if it was issued before; the group's requests are then built again one by one, and
    // those draws are checked free first (ADR 0025).
    const again = this.built.has(command);
    this.built.add(command);
    const reference = await issueReference(this.draw, again ? (r) => this.issued.taken(r) : async () => false);
    const request = BookingRequest.submit(command.id ?? randomUUID(), reference, command.facts, { maxPassengers: tour.max_passengers }, now, this.settings.bookingResponseHours);
    // The seed's history (no deadline) keeps the dates it was given; a live request must be for a day the tour takes it, answerable in time.
    if (command.withDeadline) {
      const { date, people, time } = command.facts;
      request.departure = await this.availability.assertRequestable(tour.id, { date, people, time: time ?? null });
    } else request.clearDeadline();
    const statusToken = travellerToken(request.id, command.idempotencyKey, this.config.sessionSecret);
    uow.em.persist([request, new LinkTokenRow(request, statusToken, now)]);
    if (command.idempotencyKey !== null) uow.em.persist(new IdempotencyRecord(request, command.idempotencyKey, command.facts, now));
    return { id: request.id, reference: request.reference, status: request.status, createdAt: request.createdAt, statusToken };
  }
}
