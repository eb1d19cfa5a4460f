import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/**
 * Plain SQL for the read side: query handlers select straight into contract shapes.
 * Placeholders are `?` (bound by the driver, never interpolated).
 *
 * A query that runs inside a transaction (a command handler asking another module's facade,
 * a subscriber in the worker) runs on that transaction's connection: taking a second pool
 * connection while holding one deadlocks once as many transactions as the pool has
 * connections wait for their second one (20 concurrent creating commands did).
 */
export class Sql {
  constructor(private readonly orm: MikroORM) {}

  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const em = this.orm.em.getContext(false);
    return (await em.getConnection().execute(sql, params, 'all', em.getTransactionContext())) as T[];
  }

  async one<T>(sql: string, params: unknown[] = []): Promise<T | null> {
    const rows = await this.rows<T>(sql, params);
    return rows[0] ?? null;
  }

  /** `rows` as a prepared statement (see `preparedRows`). */
  async prepared<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return preparedRows<T>(this.orm.em.getContext(false), sql, params);
  }
}

const statementNames = new Map<string, string>();

/** A name per statement text: a connection prepares each name once, and one name must always mean one text. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `q${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Runs `sql` as a named prepared statement on `em`'s connection (its transaction's, inside one):
 * Postgres parses and plans it once per connection, where a query with its values written into
 * its text is planned on every run. For the few statements every booking runs whose planning
 * costs more than their execution (docs/adr/0018). Values are bound, so each `?` must have a
 * type Postgres can infer (cast it where it cannot).
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const query = em.getKnex().raw(sql, params as never[]).options({ name: statementName(sql) });
  const trx = em.getTransactionContext();
  if (trx) void query.transacting(trx);
  const result = (await query) as { rows: T[] };
  return result.rows;
}
