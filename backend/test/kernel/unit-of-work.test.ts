import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import { Command, type CommandHandler } from '../../src/kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../src/kernel/cqrs/unit-of-work';
import type { OutboxMessage } from '../../src/kernel/messaging/outbox-message';
import { SetAdminAccount } from '../../src/modules/identity';
import { UserSchema } from '../../src/modules/identity/infrastructure/user.schema';
import { startTestApp, type TestApp } from '../support/test-app';

/** Records an event through an aggregate-like change, then fails: the whole command must vanish. */
class RegisterThenFail extends Command<void> {
  constructor(readonly username: string) {
    super();
  }
}
@injectable()
class RegisterThenFailHandler implements CommandHandler<RegisterThenFail, void> {
  async execute(command: RegisterThenFail, uow: UnitOfWork): Promise<void> {
    await uow.em.getConnection().execute('insert into identity.users (id, username, password) values (?, ?, ?)', [randomUUID(), command.username, 'x'], 'run', uow.em.getTransactionContext());
    uow.record({ name: 'test.user.registered.v1', payload: { username: command.username } });
    await uow.em.flush();
    throw new Error('the rule broke after the write');
  }
}

/** Changes an aggregate (which records an event) and removes it in the same command. */
class ResetThenRemove extends Command<void> {
  constructor(readonly username: string) {
    super();
  }
}
@injectable()
class ResetThenRemoveHandler implements CommandHandler<ResetThenRemove, void> {
  async execute(command: ResetThenRemove, uow: UnitOfWork): Promise<void> {
    const user = await uow.em.findOneOrFail(UserSchema, { username: command.username });
    user.resetAsAdmin('another-hash', null);
    uow.em.remove(user);
  }
}

/** Removes an aggregate that recorded an event and flushes at once (as a delete that answers a constraint error as a 409 does). */
class ResetRemoveAndFlush extends Command<void> {
  constructor(readonly username: string) {
    super();
  }
}
@injectable()
class ResetRemoveAndFlushHandler implements CommandHandler<ResetRemoveAndFlush, void> {
  async execute(command: ResetRemoveAndFlush, uow: UnitOfWork): Promise<void> {
    const user = await uow.em.findOneOrFail(UserSchema, { username: command.username });
    user.resetAsAdmin('another-hash', null);
    uow.em.remove(user);
    await uow.em.flush();
  }
}

/** Changes a loaded aggregate, then looks at how the ORM holds it and whether a query saw the change before the commit. */
class ResetAndLook extends Command<{ descriptor: PropertyDescriptor | undefined; storedBeforeCommit: string }> {
  constructor(readonly username: string) {
    super();
  }
}
@injectable()
class ResetAndLookHandler implements CommandHandler<ResetAndLook, { descriptor: PropertyDescriptor | undefined; storedBeforeCommit: string }> {
  async execute(command: ResetAndLook, uow: UnitOfWork) {
    const user = await uow.em.findOneOrFail(UserSchema, { username: command.username });
    user.resetAsAdmin('reset-hash', null);
    const [row] = await uow.em.getConnection().execute('select password from identity.users where id = ?', [user.id], 'all', uow.em.getTransactionContext());
    return { descriptor: Object.getOwnPropertyDescriptor(user, 'passwordHash'), storedBeforeCommit: (row as { password: string }).password };
  }
}

let app: TestApp;
let committed: OutboxMessage[][];
beforeAll(async () => {
  app = await startTestApp();
  app.runtime.container.bind(RegisterThenFailHandler).toSelf();
  app.runtime.commands.register(RegisterThenFail, RegisterThenFailHandler);
  app.runtime.container.bind(ResetThenRemoveHandler).toSelf();
  app.runtime.commands.register(ResetThenRemove, ResetThenRemoveHandler);
  app.runtime.container.bind(ResetRemoveAndFlushHandler).toSelf();
  app.runtime.commands.register(ResetRemoveAndFlush, ResetRemoveAndFlushHandler);
  app.runtime.container.bind(ResetAndLookHandler).toSelf();
  app.runtime.commands.register(ResetAndLook, ResetAndLookHandler);
  committed = [];
  app.runtime.commands.onCommitted((messages) => committed.push([...messages]));
});
afterAll(() => app.close());

const sql = (q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute(q, p);

describe('the unit of work around every command', () => {
  it('writes the events the aggregates recorded into the outbox, in the same transaction', async () => {
    const { id } = await app.runtime.commands.execute(new SetAdminAccount('outboxer', 'a-long-enough-password'));
    const rows = await sql(`select name, payload from messaging.outbox where payload->>'userId' = ?`, [id]);
    expect(rows).toEqual([{ name: 'identity.user.registered.v1', payload: { userId: id, isAdmin: true } }]);
    expect(committed.at(-1)?.map((m) => m.name)).toEqual(['identity.user.registered.v1']);
  });

  it('publishes nothing and keeps nothing when the command fails (rolled back)', async () => {
    const seenBefore = committed.length;
    await expect(app.runtime.commands.execute(new RegisterThenFail('ghost'))).rejects.toThrow('the rule broke after the write');
    expect(await sql(`select * from identity.users where username = 'ghost'`)).toEqual([]);
    expect(await sql(`select * from messaging.outbox where name = 'test.user.registered.v1'`)).toEqual([]);
    expect(committed.length).toBe(seenBefore);
  });

  it('keeps the events of an aggregate the command removed', async () => {
    const { id } = await app.runtime.commands.execute(new SetAdminAccount('short-lived', 'a-long-enough-password'));
    await app.runtime.commands.execute(new ResetThenRemove('short-lived'));
    const rows = await sql(`select name from messaging.outbox where payload->>'userId' = ? order by occurred_at, name`, [id]);
    expect(rows.map((r) => (r as { name: string }).name)).toEqual(['identity.user.registered.v1', 'identity.user.reset-as-admin.v1']);
    expect(await sql('select 1 from identity.users where id = ?', [id])).toEqual([]);
  });

  it('keeps the events of an aggregate the command removed and flushed itself, with no help from the handler', async () => {
    const { id } = await app.runtime.commands.execute(new SetAdminAccount('flushed-early', 'a-long-enough-password'));
    await app.runtime.commands.execute(new ResetRemoveAndFlush('flushed-early'));
    const rows = await sql(`select name from messaging.outbox where payload->>'userId' = ? order by occurred_at, name`, [id]);
    expect(rows.map((r) => (r as { name: string }).name)).toEqual(['identity.user.registered.v1', 'identity.user.reset-as-admin.v1']);
    expect(await sql('select 1 from identity.users where id = ?', [id])).toEqual([]);
  });

  it('writes changes when the command commits, and leaves the entities plain objects (flushMode commit)', async () => {
    const { id } = await app.runtime.commands.execute(new SetAdminAccount('looked-at', 'a-long-enough-password'));
    const before = ((await sql('select password from identity.users where id = ?', [id])) as Array<{ password: string }>)[0]!.password;
    const { descriptor, storedBeforeCommit } = await app.runtime.commands.execute(new ResetAndLook('looked-at'));
    // No getter/setter the ORM put there to track changes: a property of the entity's own.
    expect(descriptor).toEqual({ value: 'reset-hash', writable: true, enumerable: true, configurable: true });
    // Nothing was written before the commit, not even ahead of the handler's own query...
    expect(storedBeforeCommit).toBe(before);
    // ...and the commit wrote the change.
    expect(await sql('select password, is_admin from identity.users where id = ?', [id])).toEqual([{ password: 'reset-hash', is_admin: true }]);
  });
});
