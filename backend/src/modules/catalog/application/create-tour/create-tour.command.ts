import { Command } from '../../../../kernel/cqrs/command-bus';
import type { TourInput } from '../tour-input';

/** Creates a tour; answers its id. `id` is fixed only by the seed (idempotent runs). */
export class CreateTour extends Command<string> {
  constructor(
    readonly input: TourInput,
    readonly id?: string,
  ) {
    super();
  }
}
