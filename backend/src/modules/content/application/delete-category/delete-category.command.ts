import { Command } from '../../../../kernel/cqrs/command-bus';

export class DeleteCategory extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
