import { Command } from '../../../../kernel/cqrs/command-bus';
import type { PageFacts } from '../../domain/page';

/** Replaces a page's fields; `published` left out keeps the current state. */
export class UpdatePage extends Command<void> {
  constructor(
    readonly id: string,
    readonly facts: Omit<PageFacts, 'published'> & { readonly published: boolean | undefined },
  ) {
    super();
  }
}
