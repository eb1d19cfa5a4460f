import { Command } from '../../../../kernel/cqrs/command-bus';
import type { BookingStatus } from '../../domain/booking-request';

export class ChangeBookingStatus extends Command<void> {
  constructor(
    readonly id: string,
    readonly status: BookingStatus,
  ) {
    super();
  }
}
