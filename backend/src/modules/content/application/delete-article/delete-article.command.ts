import { Command } from '../../../../kernel/cqrs/command-bus';

export class DeleteArticle extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
