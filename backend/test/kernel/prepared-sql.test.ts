import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { preparedRows, type Sql } from '../../src/kernel/database/sql';
import { TOKENS } from '../../src/kernel/tokens';
import { startTestApp, type TestApp } from '../support/test-app';

describe('prepared statements (Sql.prepared, preparedRows)', () => {
  let app: TestApp;
  let sql: Sql;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await startTestApp();
    sql = app.runtime.container.get<Sql>(TOKENS.Sql);
    orm = app.runtime.container.get<MikroORM>(TOKENS.Orm);
  });
  afterAll(() => app.close());

  const statement = `select username, position(? in username) as at from identity.users where username = any(?::text[]) order by username`;

  it('answers as the same statement with its values written in, run after run (past the point where Postgres may keep a generic plan)', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `prepared-${i}-${randomUUID().slice(0, 8)}`);
    await orm.em.fork().transactional(async (em) => {
      for (const name of names) await em.execute(`insert into identity.users (id, username, password) values (?, ?, 'x')`, [randomUUID(), name]);
    });
    for (let i = 0; i < names.length; i++) {
      const params = ['-', `{${names.slice(0, i + 1).join(',')}}`];
      expect(await sql.prepared(statement, params)).toEqual(await sql.rows(statement, params));
      expect(await sql.prepared<{ username: string }>(statement, params)).toHaveLength(i + 1);
    }
  });

  it('runs on the transaction it is inside, and sees what that transaction wrote before committing', async () => {
    const name = `uncommitted-${randomUUID().slice(0, 8)}`;
    const seen = await orm.em.fork().transactional(async (em) => {
      await em.execute(`insert into identity.users (id, username, password) values (?, ?, 'x')`, [randomUUID(), name]);
      const params = ['-', `{${name}}`];
      const usernames = (rows: Array<{ username: string }>) => rows.map((r) => r.username);
      return {
        onItsEntityManager: usernames(await preparedRows(em, statement, params)),
        throughSql: usernames(await sql.prepared(statement, params)),
        onAnotherConnection: usernames(await preparedRows(orm.em.fork(), statement, params)),
      };
    });
    expect(seen).toEqual({ onItsEntityManager: [name], throughSql: [name], onAnotherConnection: [] });
  });
});
