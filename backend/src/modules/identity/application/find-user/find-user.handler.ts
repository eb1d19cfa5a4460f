import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import type { AuthenticatedUser } from '../../../../kernel/http/route-table';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindUser } from './find-user.query';

/** The signed-in user behind every admin call, read fresh (an account reset or demoted counts at once). */
@injectable()
export class FindUserHandler implements QueryHandler<FindUser, AuthenticatedUser | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: FindUser): Promise<AuthenticatedUser | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<{ id: string; username: string; is_admin: boolean }>(
      'select id, username, is_admin from identity.users where id = ? and (sessions_not_before is null or sessions_not_before <= ?)',
      [query.id, new Date(query.sessionStartedAt)],
    );
    return row ? { id: row.id, username: row.username, isAdmin: row.is_admin } : null;
  }
}
