import { Command } from '../../../../kernel/cqrs/command-bus';
import type { ProviderFacts } from '../../domain/provider';

export class UpdateProvider extends Command<void> {
  constructor(
    readonly id: string,
    readonly facts: ProviderFacts,
  ) {
    super();
  }
}
