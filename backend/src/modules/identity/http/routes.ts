import { identity } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { SignIn } from '../application/sign-in/sign-in.command';
import type { AdminSession } from '../infrastructure/session-authenticator';

export function identityRoutes(table: RouteTable, { commands }: ModuleContext): void {
  table.add(identity.login, async ({ body, ctx }) => {
    const user = await commands.execute(new SignIn(body.username, body.password, ctx.ip));
    // A new session id at every sign-in: a session id planted before sign-in is worth nothing after.
    await ctx.session!.regenerate();
    const session = ctx.session as unknown as AdminSession;
    session.userId = user.id;
    session.startedAt = Date.now();
    return { username: user.username, isAdmin: user.isAdmin };
  });

  table.add(identity.logout, async ({ ctx }) => {
    // Destroys the session in Redis and clears the cookie: a replayed cookie finds nothing.
    ctx.session = null;
  });

  table.add(identity.currentUser, async ({ user }) => ({ username: user!.username, isAdmin: user!.isAdmin }));
}
