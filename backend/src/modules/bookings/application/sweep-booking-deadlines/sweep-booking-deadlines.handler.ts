import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Clock } from '../../../../kernel/clock';
import { TOKENS } from '../../../../kernel/tokens';
import { BookingRequestSchema } from '../../infrastructure/booking-request.schema';
import { IDEMPOTENCY_WINDOW_MS } from '../../infrastructure/idempotency-keys';
import type { SweepBookingDeadlines } from './sweep-booking-deadlines.command';

@injectable()
export class SweepBookingDeadlinesHandler implements CommandHandler<SweepBookingDeadlines, { reminders: number; expired: number }> {
  constructor(@inject(TOKENS.Clock) private readonly clock: Clock) {}

  async execute(command: SweepBookingDeadlines, uow: UnitOfWork): Promise<{ reminders: number; expired: number }> {
    const now = this.clock.now();
    // Idempotency-Keys answer for a day; after that a key may be used again.
    await uow.em.execute('delete from bookings.idempotency_keys where created_at <= ?', [new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)]);
    // Rows another sweep holds are skipped: it records them; after its commit they are no longer due.
    // NO KEY UPDATE: an email's delivery inserting a token or history row (a foreign key's KEY SHARE lock) does not hide the row.
    const due = await uow.em.execute<Array<{ id: string }>>(
      `select id from bookings.booking_requests
       where status = 'pending' and (respond_by <= ? or (reminders_sent < 1 and first_reminder_at <= ?) or (reminders_sent < 2 and last_reminder_at <= ?))
       order by respond_by limit ? for no key update skip locked`,
      [now, now, now, command.batch],
    );
    if (due.length === 0) return { reminders: 0, expired: 0 };
    const requests = await uow.em.find(BookingRequestSchema, { id: { $in: due.map((r) => r.id) } });
    let reminders = 0;
    let expired = 0;
    for (const request of requests) {
      if (request.isPastDeadline(now)) {
        request.decide({ kind: 'expiry' }, { action: 'expire' }, now);
        expired++;
      } else if (request.takeDueReminder(now)) {
        reminders++;
      }
    }
    return { reminders, expired };
  }
}
