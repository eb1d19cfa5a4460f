import type { SqlStatement } from '../database/postgres';

/**
 * Names of committed events that `subscriber` has not handled yet (not in its inbox). It
 * reads only the outbox rows that are still unpublished or unsettled, through their
 * partial indexes, so it stays cheap however long the outbox grows.
 */
export function pendingEventsStatement(subscriber: string, names: readonly string[]): SqlStatement {
  return {
    sql: `select distinct o.name from (
       select id, name from messaging.outbox where published_at is null
       union all
       select id, name from messaging.outbox where settled_at is null and published_at is not null
     ) o
     where o.name in (${names.map(() => '?').join(', ')})
       and not exists (select 1 from messaging.inbox i where i.subscriber = ? and i.event_id = o.id)`,
    params: [...names, subscriber],
  };
}
