import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Clock } from '../../../../kernel/clock';
import { TOKENS } from '../../../../kernel/tokens';
import type { RecordBookingLinkOpened } from './record-booking-link-opened.command';

@injectable()
export class RecordBookingLinkOpenedHandler implements CommandHandler<RecordBookingLinkOpened, void> {
  constructor(@inject(TOKENS.Clock) private readonly clock: Clock) {}

  async execute(command: RecordBookingLinkOpened, uow: UnitOfWork): Promise<void> {
    await uow.em.execute(
      `insert into bookings.booking_history (booking_request_id, at, kind, actor, detail)
       select ?, ?, 'link-opened', ?, ? where not exists (
         select 1 from bookings.booking_history where booking_request_id = ? and kind = 'link-opened' and actor = ?)`,
      [command.bookingRequestId, this.clock.now(), command.party, `${command.party} opened the page`, command.bookingRequestId, command.party],
    );
  }
}
