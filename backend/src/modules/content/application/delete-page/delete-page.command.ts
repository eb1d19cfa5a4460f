import { Command } from '../../../../kernel/cqrs/command-bus';

export class DeletePage extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
