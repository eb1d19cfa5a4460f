import { Command } from '../../../../kernel/cqrs/command-bus';
import type { CategoryFacts } from '../../domain/category';

/** Creates a category; answers its id. `id` is fixed only by the seed (idempotent runs). */
export class CreateCategory extends Command<string> {
  constructor(
    readonly facts: CategoryFacts,
    readonly id?: string,
  ) {
    super();
  }
}
