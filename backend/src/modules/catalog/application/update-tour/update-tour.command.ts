import { Command } from '../../../../kernel/cqrs/command-bus';
import type { TourInput } from '../tour-input';

/** Replaces a tour's fields; optional fields left out keep their current values. */
export class UpdateTour extends Command<void> {
  constructor(
    readonly id: string,
    readonly input: TourInput,
  ) {
    super();
  }
}
