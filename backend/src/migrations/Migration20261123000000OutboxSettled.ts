import { Migration } from '@mikro-orm/migrations';

/**
 * `settled_at`: every subscriber of the event has it in its inbox. The worker's reconciler
 * looks at published rows that are not settled yet and republishes jobs Redis lost (a
 * crash before its append-only file was written, a failover): only those rows, by a partial index.
 */
export class Migration20261123000000OutboxSettled extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table messaging.outbox add column settled_at timestamptz;`);
    // What was published before is history: not re-examined.
    this.addSql(`update messaging.outbox set settled_at = published_at where published_at is not null;`);
    this.addSql(`create index outbox_unsettled_idx on messaging.outbox (published_at) where settled_at is null and published_at is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists messaging.outbox_unsettled_idx;`);
    this.addSql(`alter table messaging.outbox drop column if exists settled_at;`);
  }
}
