import { Command } from '../../../../kernel/cqrs/command-bus';
import type { ProviderFacts } from '../../domain/provider';

/** Adds a provider to the directory under the id its tours name; answers the id. */
export class CreateProvider extends Command<string> {
  constructor(
    readonly id: string,
    readonly facts: ProviderFacts,
  ) {
    super();
  }
}
