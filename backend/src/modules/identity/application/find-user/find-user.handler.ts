import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import type { AuthenticatedUser } from '../../../../kernel/http/route-table';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindUser } from './find-user.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user behind every admin call, read fresh (an account reset or demoted counts at once). */
@injectable()
export class FindUserHandler implements QueryHandler<FindUser, AuthenticatedUser | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: FindUser): Promise<AuthenticatedUser | null> {
    if (!UUID.test(query.id)) return null;
    const row = await this.sql.one<{ id: string; username: string; is_admin: boolean }>('select id, username, is_admin from identity.users where id = ?', [query.id]);
    return row ? { id: row.id, username: row.username, isAdmin: row.is_admin } : null;
  }
}
