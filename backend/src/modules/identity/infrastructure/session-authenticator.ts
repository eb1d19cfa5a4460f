import type { Context } from 'koa';
import { inject, injectable } from 'inversify';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { AuthenticatedUser, SessionAuthenticator } from '../../../kernel/http/route-table';
import { SESSION_ABSOLUTE_MS } from '../../../kernel/http/session';
import { TOKENS } from '../../../kernel/tokens';
import { FindUser } from '../application/find-user/find-user.query';

export interface AdminSession {
  userId?: string;
  startedAt?: number;
}

/**
 * The user of a request's session, read fresh (a user reset or demoted loses access on the
 * next call). A session past its absolute lifetime, or begun before a password reset, is destroyed.
 */
@injectable()
export class RedisSessionAuthenticator implements SessionAuthenticator {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  async authenticate(ctx: Context): Promise<AuthenticatedUser | null> {
    const session = ctx.session as (AdminSession & object) | null;
    if (!session?.userId) return null;
    if (!session.startedAt || Date.now() - session.startedAt > SESSION_ABSOLUTE_MS) {
      ctx.session = null;
      return null;
    }
    const user = await this.queries.execute(new FindUser(session.userId, session.startedAt));
    if (!user) ctx.session = null;
    return user;
  }
}
