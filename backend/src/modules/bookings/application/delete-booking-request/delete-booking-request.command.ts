import { Command } from '../../../../kernel/cqrs/command-bus';

export class DeleteBookingRequest extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
