import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { BadRequest } from '../../../../kernel/errors';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { PASSWORD_HASHER, type PasswordHasher } from '../../domain/password-hasher';
import { User, USERNAME_PATTERN } from '../../domain/user';
import { UserSchema } from '../../infrastructure/user.schema';
import type { SetAdminAccount } from './set-admin-account.command';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

@injectable()
export class SetAdminAccountHandler implements CommandHandler<SetAdminAccount, { id: string; created: boolean }> {
  constructor(@inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher) {}

  async execute(command: SetAdminAccount, uow: UnitOfWork): Promise<{ id: string; created: boolean }> {
    if (!USERNAME_PATTERN.test(command.username)) {
      throw new BadRequest('A username is 1 to 64 letters, digits, dots, underscores or hyphens');
    }
    if (command.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
      throw new BadRequest(`An admin password needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
    }
    const hash = await this.hasher.hash(command.password);
    const existing = await uow.em.findOne(UserSchema, { username: command.username });
    if (existing) {
      const changed = !(await this.hasher.verify(existing.passwordHash, command.password));
      const wasAdmin = existing.isAdmin;
      // On the sessions' own clock (their start is Date.now()): a session begun after the reset counts.
      existing.resetAsAdmin(hash, changed ? new Date() : null);
      // The password itself never enters the trail: only that it changed. A run that changes nothing (make up's seed) leaves no entry.
      const changes = [...(changed ? [{ field: 'password', before: null, after: 'changed' }] : []), ...(wasAdmin ? [] : [{ field: 'is_admin', before: false, after: true }])];
      if (changes.length > 0) uow.audit({ kind: 'user', itemId: existing.id, itemLabel: existing.username, action: 'update', changes });
      return { id: existing.id, created: false };
    }
    const user = User.register(randomUUID(), command.username, hash, true);
    uow.em.persist(user);
    uow.audit({ kind: 'user', itemId: user.id, itemLabel: user.username, action: 'create', changes: [{ field: 'is_admin', before: null, after: true }] });
    return { id: user.id, created: true };
  }
}
