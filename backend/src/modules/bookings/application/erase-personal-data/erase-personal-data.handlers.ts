import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Clock } from '../../../../kernel/clock';
import { TOKENS } from '../../../../kernel/tokens';
import { BusinessRuleViolation, NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { recordSystemAction } from '../../../audit';
import { BookingRequestSchema } from '../../infrastructure/booking-request.schema';
import type { BookingRequest, PersonalDataErasure } from '../../domain/booking-request';
import { venueDate } from '../../domain/booking-window';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../../settings';
import type { ErasePastPersonalData, ErasePersonalData } from './erase-personal-data.commands';

const DAY_MS = 86_400_000;

/**
 * Erases one request's personal data, and the traveller's address where the timeline wrote it
 * (the lines of emails sent to them), in the command's transaction.
 */
async function erase(uow: UnitOfWork, request: BookingRequest, now: Date, by: PersonalDataErasure): Promise<boolean> {
  const email = request.customerEmail;
  if (!request.erasePersonalData(now, by)) return false;
  if (email !== '') {
    await uow.em.execute(`update bookings.booking_history set detail = replace(detail, ?, 'the traveller') where booking_request_id = ? and strpos(detail, ?) > 0`, [email, request.id, email]);
  }
  // The trail says which fields were erased and why, never what they held.
  recordSystemAction(uow, {
    kind: 'booking-request',
    itemId: request.id,
    itemLabel: request.reference,
    action: by === 'retention' ? 'erase' : 'erase-on-request',
    changes: ERASED_FIELDS.map((field) => ({ field, before: 'erased', after: null })),
  });
  return true;
}

/** The fields an erasure empties, by their API names. */
const ERASED_FIELDS = ['customer_name', 'customer_email', 'customer_phone', 'message'];

@injectable()
export class ErasePersonalDataHandler implements CommandHandler<ErasePersonalData, boolean> {
  constructor(@inject(TOKENS.Clock) private readonly clock: Clock) {}

  async execute(command: ErasePersonalData, uow: UnitOfWork): Promise<boolean> {
    const request = isUuid(command.bookingRequestId) ? await uow.em.findOne(BookingRequestSchema, { id: command.bookingRequestId }) : null;
    if (!request) throw new NotFound('Booking request not found');
    const now = this.clock.now();
    if (!request.personalDataErasedAt && !request.mayEraseOnRequest(venueDate(now))) {
      throw new BusinessRuleViolation('Personal data can be deleted once the tour date has passed or the request is cancelled');
    }
    return erase(uow, request, now, 'traveller');
  }
}

@injectable()
export class ErasePastPersonalDataHandler implements CommandHandler<ErasePastPersonalData, number> {
  constructor(
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
  ) {}

  async execute(command: ErasePastPersonalData, uow: UnitOfWork): Promise<number> {
    const now = this.clock.now();
    // Tour dates are venue calendar days: a request is kept through the whole last day of its retention.
    const before = venueDate(new Date(now.getTime() - this.settings.personalDataRetentionDays * DAY_MS));
    // NO KEY UPDATE: an email's delivery inserting a history row (a foreign key's KEY SHARE lock) does not hide the row.
    const due = await uow.em.execute<Array<{ id: string }>>(
      `select id from bookings.booking_requests where personal_data_erased_at is null and date < ?::date
       order by date limit ? for no key update skip locked`,
      [before, command.batch],
    );
    if (due.length === 0) return 0;
    const requests = await uow.em.find(BookingRequestSchema, { id: { $in: due.map((r) => r.id) } });
    let erased = 0;
    for (const request of requests) if (await erase(uow, request, now, 'retention')) erased++;
    return erased;
  }
}
