import type { MikroORM } from '@mikro-orm/postgresql';
import { prepared } from './prepared';

/**
 * Plain SQL for the read side: query handlers select straight into contract shapes.
 * Placeholders are `?`.
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

  /** A statement a busy path runs on every request, prepared once per connection (prepared.ts). */
  async prepared<T>(name: string, sql: string, params: unknown[] = []): Promise<T[]> {
    return prepared<T>(this.orm.em.getContext(false), name, sql, params);
  }
}
