import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import { Command, type CommandHandler } from '../../src/kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../src/kernel/cqrs/unit-of-work';
import type { OutboxMessage } from '../../src/kernel/messaging/outbox-message';
import { SetAdminAccount } from '../../src/modules/identity';
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

let app: TestApp;
let committed: OutboxMessage[][];
beforeAll(async () => {
  app = await startTestApp();
  app.runtime.container.bind(RegisterThenFailHandler).toSelf();
  app.runtime.commands.register(RegisterThenFail, RegisterThenFailHandler);
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
});
