/**
 * A SQL condition, true when an event named in the `?::text[]` parameter it binds was committed by
 * a transaction that `snapshot` (a `pg_snapshot` expression, null for "never read") does not see.
 * It reads the outbox's xid index between the snapshot's xmin and the reader's own xmax (nothing
 * past it is visible anyway): the few rows written since, however long the outbox is. With both
 * bounds the planner takes the index; with only the lower one it scanned the table (ADR 0009).
 */
export function unseenEventsCondition(snapshot: string): string {
  return `(${snapshot} is null or exists (
    select 1 from messaging.outbox o
    where o.xid >= pg_snapshot_xmin(${snapshot}) and o.xid < pg_snapshot_xmax(pg_current_snapshot())
      and o.name = any(?::text[]) and not pg_visible_in_snapshot(o.xid, ${snapshot})))`;
}
