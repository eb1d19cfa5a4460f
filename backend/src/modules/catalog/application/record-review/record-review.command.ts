import { Command } from '../../../../kernel/cqrs/command-bus';
import type { ReviewFacts } from '../../domain/review';

/**
 * Records a guest review of a tour (the seed imports them; no public call writes reviews yet).
 * An imported review keeps when its guest wrote it (`writtenAt`), which orders reviews newest first.
 */
export class RecordReview extends Command<string> {
  constructor(
    readonly facts: ReviewFacts,
    readonly id?: string,
    readonly writtenAt?: Date,
  ) {
    super();
  }
}
