import { Command } from '../../../../kernel/cqrs/command-bus';
import type { TourText } from '../../domain/tour-translation';

/**
 * Writes a tour's translation into `language` (a site language other than English), replacing
 * any there was; it is made from the tour's English as it is now. `by` is who wrote it (the
 * admin's username; null for the seed). Part of the facade: the seed writes its translations with it.
 */
export class WriteTourTranslation extends Command<void> {
  constructor(
    readonly tourId: string,
    readonly language: string,
    readonly text: TourText,
    readonly by: string | null = null,
  ) {
    super();
  }
}
