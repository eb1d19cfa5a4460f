import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { arrayLiteral } from '../database/postgres';
import type { EventPayload } from './domain-event';
import type { SubscriberRegistry } from './subscriber';
import { eventJobId } from './event-queue';
import type { Delivery, OutboxRelay } from './outbox-relay';

/** Where a reconcile pass goes on from: the last row it looked at (published_at as Postgres' text, to the microsecond). */
interface ReconcileCursor {
  readonly publishedAt: string;
  readonly id: string;
}

/** Rows one reconcile transaction takes (and locks) at most. */
const BATCH = 200;

/**
 * Finds the events that a published row should have delivered and that are nowhere: Redis
 * lost a job it had accepted (a crash before its append-only file was written, a failover),
 * or a worker died between claiming rows and adding their jobs. It adds those jobs again
 * through the relay, and marks settled the rows whose every delivery is done. It runs in the
 * worker, after the outbox sweep.
 */
export class OutboxReconciler {
  constructor(
    private readonly orm: MikroORM,
    private readonly subscribers: SubscriberRegistry,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly relay: OutboxRelay,
  ) {}

  /**
   * Checks published rows that are not settled yet: for each interested subscriber, the
   * event is in its inbox (handled), or its job is in BullMQ (waiting, running, retrying, or
   * kept as failed). A job that is in neither place was lost by Redis: it is added again
   * under the same id. Rows with nothing left in flight are marked settled and not looked
   * at again. Answers how many lost jobs it republished.
   *
   * One pass looks at each row once (a cursor on published_at, id): rows still in flight are
   * not read again until the next pass. The inbox is read by its primary key, and the jobs of
   * a batch are fetched with BullMQ's `getJob`, all at once (jobStates).
   */
  async reconcile(): Promise<number> {
    let total = 0;
    let after: ReconcileCursor | null = null;
    const names = this.subscribers.names();
    for (;;) {
      if (!this.relay.connected) return total;
      const cursor: ReconcileCursor | null = after;
      const batch = await this.orm.em.fork().transactional(async (em): Promise<{ found: number; republished: number; last: ReconcileCursor | null }> => {
        const rows = await em.execute<Array<{ id: string; name: string; payload: EventPayload; occurred_at: Date; request_id: string | null; published_at: string; handled: string[] }>>(
          `select o.id, o.name, o.payload, o.occurred_at, o.request_id, o.published_at::text as published_at,
                  array(select s from unnest(?::text[]) s where exists (select 1 from messaging.inbox i where i.subscriber = s and i.event_id = o.id)) as handled
           from messaging.outbox o
           where o.settled_at is null and o.published_at is not null and o.published_at < now() - make_interval(secs => ?)
             ${cursor ? 'and (o.published_at, o.id) > (?::timestamptz, ?::uuid)' : ''}
           order by o.published_at, o.id limit ? for update of o skip locked`,
          [arrayLiteral(names), this.config.events.reconcileAgeMs / 1000, ...(cursor ? [cursor.publishedAt, cursor.id] : []), BATCH],
        );
        // The deliveries whose event is not in their subscriber's inbox.
        const expected: Delivery[] = [];
        for (const r of rows) {
          const row = { id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.occurred_at), requestId: r.request_id };
          for (const subscriber of this.subscribers.interestedIn(r.name)) {
            if (!r.handled.includes(subscriber.name)) expected.push({ subscriber, row });
          }
        }
        const states = await this.jobStates(expected.map((d) => eventJobId(d.row.id, d.subscriber.name)));
        const lost = expected.filter((_, i) => states[i] === 'lost');
        const unsettled = new Set(expected.filter((_, i) => states[i] !== 'finished').map((d) => d.row.id));
        const settled = rows.filter((r) => !unsettled.has(r.id)).map((r) => r.id);
        if (lost.length > 0) {
          await this.relay.addJobs(lost);
          this.logger.warn({ jobs: lost.map((d) => eventJobId(d.row.id, d.subscriber.name)) }, 'outbox reconciler: republished jobs Redis had lost');
        }
        if (settled.length > 0) await em.execute('update messaging.outbox set settled_at = now() where id = any(?::uuid[])', [arrayLiteral(settled)], 'run');
        const last = rows.at(-1);
        return { found: rows.length, republished: lost.length, last: last ? { publishedAt: last.published_at, id: last.id } : null };
      });
      total += batch.republished;
      if (batch.found < BATCH || !batch.last) return total;
      after = batch.last;
    }
  }

  /**
   * Where each job is, through BullMQ's own API: 'lost' when `getJob` finds no job of that
   * id, 'finished' when it completed or failed for good (kept in the failed set for an
   * operator: BullMQ sets `finishedOn` then, and clears it when a job is retried), otherwise
   * 'in-flight' (waiting, running, or waiting for a retry). `job.getState()` would say the
   * same, but for a waiting job it searches the wait list (LPOS): a pass over a backlog would
   * scan it once per job. A completed job removed by age is gone, but its subscriber has it in
   * the inbox by then, so it is never asked about.
   */
  private async jobStates(jobIds: readonly string[]): Promise<Array<'lost' | 'finished' | 'in-flight'>> {
    const jobs = await this.relay.jobs(jobIds);
    return jobs.map((job) => (!job ? 'lost' : job.finishedOn ? 'finished' : 'in-flight'));
  }
}
