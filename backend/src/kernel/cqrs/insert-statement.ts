import { ReferenceKind, helper, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One statement with `?` placeholders (bound by the driver, never interpolated). */
export interface InsertStatement {
  readonly sql: string;
  readonly params: unknown[];
}

/** Bound values one statement carries at most (Postgres allows 65,535). */
const MAX_PARAMS = 30_000;

/**
 * The whole of a unit of work as ONE statement, when all it holds is new entities of plain
 * columns: a multi-row `insert` per table, all but the last in `with` clauses. A single
 * statement is a transaction of its own (all rows or none), so it commits what a flush in
 * `begin ... commit` would, in one round trip instead of four and without the ORM's change
 * sets. Answers null when the unit of work holds anything else (a loaded or changed entity, a
 * removal, a relation), and the caller flushes it the usual way.
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
  if (tables.size === 0) return null;
  const platform = em.getPlatform();
  const quote = (name: string) => platform.quoteIdentifier(name);
  const params: unknown[] = [];
  const inserts: string[] = [];
  for (const [meta, rows] of tables) {
    // Lifecycle hooks and generated values are the ORM's to run.
    if (Object.values(meta.hooks ?? {}).some((hooks) => hooks.length > 0)) return null;
    const columns = meta.props.filter((p) => p.persist !== false && !p.formula);
    if (columns.some((p) => p.kind !== ReferenceKind.SCALAR || p.fieldNames?.length !== 1 || p.onCreate || p.version)) return null;
    const values = rows.map((row) => `(${columns.map((p) => bind(p, (row as Record<string, unknown>)[p.name])).join(', ')})`);
    const table = meta.schema ? `${quote(meta.schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
    inserts.push(`insert into ${table} (${columns.map((p) => quote(p.fieldNames[0]!)).join(', ')}) values ${values.join(', ')}`);
    if (params.length > MAX_PARAMS) return null;
  }
  const last = inserts.pop()!;
  const sql = inserts.length === 0 ? last : `with ${inserts.map((s, i) => `inserted_${i} as (${s})`).join(', ')} ${last}`;
  return { sql, params };

  function bind(prop: EntityProperty, value: unknown): string {
    // Unset: the column's own default, as a flush would leave it.
    if (value === undefined) return 'default';
    params.push(prop.customType && value !== null ? prop.customType.convertToDatabaseValue(value, platform, { mode: 'query-data' }) : value);
    return '?';
  }
}
