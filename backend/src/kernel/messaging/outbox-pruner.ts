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
 * What reads the outbox besides the relay loses nothing: the dashboard's freshness check reads
 * rows its snapshot has not seen, and a settled row's dashboard delivery took a later snapshot;
 * a request's timeline is its own table (bookings.booking_history), written by subscribers.
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
    // Each (event name, subscriber) pair a delivery is owed to.
    const owed = this.subscribers.all().flatMap((s) => s.events.map((event) => [event, s.name] as const));
    const events = arrayLiteral(owed.map(([event]) => event));
    const subscribers = arrayLiteral(owed.map(([, subscriber]) => subscriber));
    const names = arrayLiteral(this.subscribers.names());
    let total = 0;
    for (;;) {
      const removed = await this.orm.em.fork().transactional(async (em) => {
        const rows = await em.execute<Array<{ id: string }>>(
          `with doomed as (
             select o.id from messaging.outbox o
             where o.settled_at is not null and o.settled_at < ?
               and not exists (select 1 from unnest(?::text[], ?::text[]) as owed(event, subscriber)
                               where owed.event = o.name
                                 and not exists (select 1 from messaging.inbox i where i.subscriber = owed.subscriber and i.event_id = o.id))
             order by o.settled_at limit ? for update of o skip locked
           ), inbox_rows as (
             delete from messaging.inbox i using doomed d, unnest(?::text[]) as s(name) where i.subscriber = s.name and i.event_id = d.id
           )
           delete from messaging.outbox o using doomed d where o.id = d.id returning o.id`,
          [before, events, subscribers, BATCH, names],
        );
        return rows.length;
      });
      total += removed;
      if (removed < BATCH) return total;
    }
  }
}
