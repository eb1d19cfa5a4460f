import { Migration } from '@mikro-orm/migrations';

/**
 * The reconciler walks the unsettled rows in (published_at, id) order, going on from the last
 * row it looked at: the partial index gets `id` as its second column so that cursor is an
 * index condition (many rows of one publication share a published_at).
 */
export class Migration20261126000000OutboxReconcileCursor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index outbox_unsettled_cursor_idx on messaging.outbox (published_at, id) where settled_at is null and published_at is not null;`);
    this.addSql(`drop index if exists messaging.outbox_unsettled_idx;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index outbox_unsettled_idx on messaging.outbox (published_at) where settled_at is null and published_at is not null;`);
    this.addSql(`drop index if exists messaging.outbox_unsettled_cursor_idx;`);
  }
}
