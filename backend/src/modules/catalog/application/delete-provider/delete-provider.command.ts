import { Command } from '../../../../kernel/cqrs/command-bus';

export class DeleteProvider extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
