import { Command } from '../../../../kernel/cqrs/command-bus';

/**
 * The traveller asks, from their status page, for their personal data to be erased: allowed
 * once the tour's day has passed or the request is cancelled (422 otherwise). Answers whether
 * it erased anything (false: it was erased already).
 */
export class ErasePersonalData extends Command<boolean> {
  constructor(readonly bookingRequestId: string) {
    super();
  }
}

/**
 * Erases the personal data of up to `batch` requests whose tour date lies more than
 * PERSONAL_DATA_RETENTION_DAYS in the past. Answers how many it erased; the worker runs it
 * again while a batch comes back full. Rows another sweep holds are skipped.
 */
export class ErasePastPersonalData extends Command<number> {
  constructor(readonly batch = 200) {
    super();
  }
}
