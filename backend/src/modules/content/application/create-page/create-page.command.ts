import { Command } from '../../../../kernel/cqrs/command-bus';
import type { PageFacts } from '../../domain/page';

/** Creates a page; answers its id. `id` is fixed only by the seed (idempotent runs). */
export class CreatePage extends Command<string> {
  constructor(
    readonly facts: PageFacts,
    readonly id?: string,
  ) {
    super();
  }
}
