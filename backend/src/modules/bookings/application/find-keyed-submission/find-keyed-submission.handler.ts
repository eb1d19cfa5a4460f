import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { findKeyedSubmission, type KeyedSubmission } from '../../infrastructure/idempotency-keys';
import type { FindKeyedSubmission } from './find-keyed-submission.query';

@injectable()
export class FindKeyedSubmissionHandler implements QueryHandler<FindKeyedSubmission, KeyedSubmission | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  execute(query: FindKeyedSubmission): Promise<KeyedSubmission | null> {
    return findKeyedSubmission(this.sql, query.key);
  }
}
