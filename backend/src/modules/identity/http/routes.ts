import { identity } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { SignIn } from '../application/sign-in/sign-in.command';
import type { AdminSession } from '../infrastructure/session-authenticator';
import { AppError, NotFound } from '../../../kernel/errors';
import { RecordSessionEvent } from '../application/record-session-event/record-session-event.command';
import { ChooseStaffLanguage } from '../application/choose-staff-language/choose-staff-language.command';
import { GetStaffMember } from '../application/get-staff-member/get-staff-member.query';

export function identityRoutes(table: RouteTable, { commands, queries }: ModuleContext): void {
  /** The signed-in admin as the back office shows them: name, admin flag and the language they chose. */
  const staffMember = async (userId: string): Promise<identity.CurrentUser> => {
    const member = await queries.execute(new GetStaffMember(userId));
    if (!member) throw new NotFound('User not found');
    return member;
  };

  table.add(identity.login, async ({ body, ctx }) => {
    const user = await commands.execute(new SignIn(body.username, body.password, ctx.ip)).catch(async (err: unknown) => {
      // A refused sign-in rolls its command back; the refusal is recorded in a transaction of its own.
      if (err instanceof AppError && (err.status === 401 || err.status === 429)) await commands.execute(new RecordSessionEvent('sign-in-failed', body.username, null, err.code));
      throw err;
    });
    // A new session id at every sign-in: a session id planted before sign-in is worth nothing after.
    await ctx.session!.regenerate();
    const session = ctx.session as unknown as AdminSession;
    session.userId = user.id;
    session.startedAt = Date.now();
    return staffMember(user.id);
  });

  table.add(identity.logout, async ({ ctx, user }) => {
    await commands.execute(new RecordSessionEvent('sign-out', user!.username, user!.id));
    // Destroys the session in Redis and clears the cookie: a replayed cookie finds nothing.
    ctx.session = null;
  });

  table.add(identity.currentUser, async ({ user }) => staffMember(user!.id));

  table.add(identity.changeStaffLanguage, async ({ body, user }) => {
    await commands.execute(new ChooseStaffLanguage(user!.id, body.language));
    return staffMember(user!.id);
  });
}
