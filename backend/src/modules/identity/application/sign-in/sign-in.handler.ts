import { inject, injectable } from 'inversify';
import { AppError } from '../../../../kernel/errors';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { AuthenticatedUser } from '../../../../kernel/http/route-table';
import { PASSWORD_HASHER, type PasswordHasher } from '../../domain/password-hasher';
import { UserSchema } from '../../infrastructure/user.schema';
import { LoginThrottle } from '../../infrastructure/login-throttle';
import type { SignIn } from './sign-in.command';

/** One answer for an unknown user and a wrong password: same status, body and work. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

@injectable()
export class SignInHandler implements CommandHandler<SignIn, AuthenticatedUser> {
  constructor(
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  async execute(command: SignIn, uow: UnitOfWork): Promise<AuthenticatedUser> {
    // Counted as a failure before the password is checked: parallel attempts cannot outrun the count.
    await this.throttle.reserveAttempt(command.username, command.clientAddress);
    const user = await uow.em.findOne(UserSchema, { username: command.username });
    const ok = user ? await this.hasher.verify(user.passwordHash, command.password) : await this.hasher.verifyNothing(command.password);
    if (!user || !ok) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    await this.throttle.recordSuccess(command.username, command.clientAddress);
    uow.audit({ kind: 'user', itemId: user.id, itemLabel: user.username, action: 'sign-in', changes: [], actor: { id: user.id, name: user.username } });
    return { id: user.id, username: user.username, isAdmin: user.isAdmin };
  }
}
