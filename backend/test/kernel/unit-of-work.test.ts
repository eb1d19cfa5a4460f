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
    user.resetAsAdmin('another-hash');
    uow.em.remove(user);
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
});
