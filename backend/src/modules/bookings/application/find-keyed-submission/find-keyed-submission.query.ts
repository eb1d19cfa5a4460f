import { Query } from '../../../../kernel/cqrs/query-bus';
import type { KeyedSubmission } from '../../infrastructure/idempotency-keys';

export type { KeyedSubmission };

/** The request an Idempotency-Key was first stored with, at any age; null for a key never stored. */
export class FindKeyedSubmission extends Query<KeyedSubmission | null> {
  constructor(readonly key: string) {
    super();
  }
}
