import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a statement a busy path sends on every request or event as a prepared statement named
 * `name`: parsed once per connection and, as connections plan prepared statements once
 * (orm.ts), planned once, where the ORM's `execute` writes the values into the text and Postgres
 * parses and plans it anew each time (docs/adr/0028). In `em`'s transaction when it has one.
 * The text must be the same every time for a name; placeholders are `?`.
 */
export async function prepared<T>(em: EntityManager, name: string, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const query = em.getConnection().getKnex().raw(sql, params as never[]).options({ name });
  const tx = em.getContext(false).getTransactionContext();
  if (tx) query.transacting(tx);
  return ((await query) as { rows: T[] }).rows;
}
