import { createHash } from 'node:crypto';
import { ReferenceKind, helper, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One statement in the driver's form: `$n` placeholders, every value bound (never written into
 * the text), and a name under which each connection prepares it once. The text depends only on
 * the tables and columns, not on the number of rows: each column's values travel as one array.
 */
export interface InsertStatement {
  readonly name: string;
  readonly text: string;
  readonly values: unknown[][];
}

/** Rows one statement carries at most (larger groups take the ORM's flush). */
const MAX_ROWS = 5_000;

/**
 * The whole of a unit of work as ONE statement, when all it holds is new entities of plain
 * columns: per table `insert ... select * from unnest($1::type[], $2::type[], ...)`, all but
 * the last in `with` clauses. A single statement is a transaction of its own (all rows or
 * none), so it commits what a flush in `begin ... commit` would, in one round trip instead of
 * four and without the ORM's change sets; and as its text is the same for 1 or 100 rows,
 * Postgres parses and plans it once per connection (a multi-row `values` list with one
 * placeholder per value was parsed and planned anew for every group: a third of the
 * statement's time). Answers null when the unit of work holds anything else (a loaded or
 * changed entity, a removal, a relation, hooks, generated values), and the caller flushes it
 * the usual way.
 */
export function insertOnlyStatement(em: EntityManager, entities: readonly object[]): InsertStatement | null {
  const uow = em.getUnitOfWork();
  if (uow.getRemoveStack().size > 0) return null;
  // Anything the handlers loaded could have been changed: that needs the ORM's change sets.
  for (const loaded of uow.getIdentityMap().values()) if (helper(loaded).__managed) return null;
  const tables = new Map<EntityMetadata, object[]>();
  for (const entity of entities) {
    const wrapped = helper(entity);
    if (wrapped.__managed || wrapped.__originalEntityData) return null;
    const meta = wrapped.__meta;
    if (!tables.has(meta)) tables.set(meta, []);
    tables.get(meta)!.push(entity);
  }
  if (tables.size === 0 || entities.length > MAX_ROWS) return null;
  const platform = em.getPlatform();
  const quote = (name: string) => platform.quoteIdentifier(name);
  const values: unknown[][] = [];
  const inserts: string[] = [];
  for (const [meta, rows] of tables) {
    // Lifecycle hooks and generated values are the ORM's to run.
    if (Object.values(meta.hooks ?? {}).some((hooks) => hooks.length > 0)) return null;
    const props = meta.props.filter((p) => p.persist !== false && !p.formula);
    if (props.some((p) => p.kind !== ReferenceKind.SCALAR || p.fieldNames?.length !== 1 || p.columnTypes?.length !== 1 || p.columnTypes[0]!.endsWith(']') || p.onCreate || p.version)) return null;
    const columns: EntityProperty[] = [];
    for (const prop of props) {
      const column = rows.map((row) => (row as Record<string, unknown>)[prop.name]);
      // Unset in every row: the column's own default, as a flush would leave it. Unset in some only: the ORM's flush.
      if (column.every((v) => v === undefined)) continue;
      if (column.some((v) => v === undefined)) return null;
      columns.push(prop);
      values.push(column.map((v) => (prop.customType && v !== null ? prop.customType.convertToDatabaseValue(v, platform, { mode: 'query-data' }) : v)));
    }
    const first = values.length - columns.length + 1;
    const arrays = columns.map((p, i) => `$${first + i}::${p.columnTypes[0]}[]`).join(', ');
    const table = meta.schema ? `${quote(meta.schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
    inserts.push(`insert into ${table} (${columns.map((p) => quote(p.fieldNames[0]!)).join(', ')}) select * from unnest(${arrays})`);
  }
  const last = inserts.pop()!;
  const text = inserts.length === 0 ? last : `with ${inserts.map((s, i) => `inserted_${i} as (${s})`).join(', ')} ${last}`;
  return { name: `costiera_insert_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values };
}

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<unknown>;
}

/** Runs the statement on a connection of `em`'s pool, prepared there once under its name. */
export async function runInsertStatement(em: EntityManager, statement: InsertStatement): Promise<void> {
  const { client } = em.getConnection().getKnex();
  const connection = (await client.acquireConnection()) as PgClient;
  try {
    await connection.query({ name: statement.name, text: statement.text, values: statement.values });
  } finally {
    await client.releaseConnection(connection);
  }
}
