import { Command } from '../../../../kernel/cqrs/command-bus';
import type { CategoryFacts } from '../../domain/category';

export class UpdateCategory extends Command<void> {
  constructor(
    readonly id: string,
    readonly facts: CategoryFacts,
  ) {
    super();
  }
}
