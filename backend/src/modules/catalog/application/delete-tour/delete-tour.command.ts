import { Command } from '../../../../kernel/cqrs/command-bus';

/** Deletes a tour and its reviews; booking requests about it stay (they show no tour info). */
export class DeleteTour extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
