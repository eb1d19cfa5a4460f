import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../clock';
import { arrayLiteral } from '../database/postgres';
import type { SubscriberRegistry } from './subscriber';

/** Rows one prune transaction deletes at most: a few milliseconds of locks on rows nobody else reads. */
const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * Deletes the outbox rows of settled events, and their inbox rows, once they are older than
 * the retention (EVENT_RETENTION_DAYS). Settled here means done for good: the relay published
 * the row, the reconciler marked it settled, and every subscriber interested in it has it in
 * its inbox. An event still in flight, or whose delivery failed and is kept for an operator
 * (settled, but missing from that subscriber's inbox), stays.
 *
 * It never waits on the relay: the relay claims unpublished rows and the reconciler unsettled
 * ones, both `for update skip locked`, and a settled row is neither. Each batch is its own short
 * transaction that skips rows another pruner holds, so several workers may run it.
 *
 * What reads the outbox besides the relay loses nothing: a projection's freshness check reads
 * the rows its snapshot has not seen, and a settled row's delivery to that projection already
 * took a later snapshot; a history a module shows is a table of its own, written by its subscribers.
 */
export class OutboxPruner {
  constructor(
    private readonly orm: MikroORM,
    private readonly subscribers: SubscriberRegistry,
    private readonly clock: Clock,
    private readonly retentionDays: number,
  ) {}

  /** Prunes every batch due now; answers how many events it removed. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.retentionDays * DAY_MS);
    const names = arrayLiteral(this.subscribers.names());
    let total = 0;
    let after: PruneCursor | null = null;
    for (;;) {
      const cursor: PruneCursor | null = after;
      const batch = await this.orm.em.fork().transactional(async (em): Promise<{ found: number; removed: number; last: PruneCursor | null }> => {
        const rows = await em.execute<Array<{ id: string; name: string; settled_at: string }>>(
          `select o.id, o.name, o.settled_at::text as settled_at from messaging.outbox o
           where o.settled_at is not null and o.settled_at < ? ${cursor ? 'and (o.settled_at, o.id) > (?::timestamptz, ?::uuid)' : ''}
           order by o.settled_at, o.id limit ? for update of o skip locked`,
          [before, ...(cursor ? [cursor.settledAt, cursor.id] : []), BATCH],
        );
        if (rows.length === 0) return { found: 0, removed: 0, last: null };
        // Each statement below reads by primary key (= any of the batch's ids): the inbox's size never matters.
        const handled = await em.execute<Array<{ subscriber: string; event_id: string }>>(
          'select subscriber, event_id from messaging.inbox where subscriber = any(?::text[]) and event_id = any(?::uuid[])',
          [names, arrayLiteral(rows.map((r) => r.id))],
        );
        const inbox = new Set(handled.map((h) => `${h.subscriber} ${h.event_id}`));
        const done = rows.filter((r) => this.subscribers.interestedIn(r.name).every((s) => inbox.has(`${s.name} ${r.id}`))).map((r) => r.id);
        if (done.length > 0) {
          await em.execute('delete from messaging.inbox where subscriber = any(?::text[]) and event_id = any(?::uuid[])', [names, arrayLiteral(done)], 'run');
          await em.execute('delete from messaging.outbox where id = any(?::uuid[])', [arrayLiteral(done)], 'run');
        }
        const last = rows.at(-1)!;
        return { found: rows.length, removed: done.length, last: { settledAt: last.settled_at, id: last.id } };
      });
      total += batch.removed;
      // A pass looks at each row once: an event still owed a delivery is passed over, not read again and again.
      if (batch.found < BATCH || !batch.last) return total;
      after = batch.last;
    }
  }
}

/** Where a prune pass goes on from: the last row it looked at (settled_at as Postgres' text, to the microsecond). */
interface PruneCursor {
  readonly settledAt: string;
  readonly id: string;
}
