import { Migration } from '@mikro-orm/migrations';

/**
 * The relay publishes one job per event and subscriber again (`${eventId}.${subscriber}`), so
 * the reconciler finds every job by the row's own id: the key of a batched delivery is gone.
 * Jobs a batch published before this migration still carry several events under the batch's
 * key; the reconciler now looks for each event's own job, does not find it, and publishes it
 * again: the inbox makes that a no-op for the events the batch handled.
 */
export class Migration20261129000000OutboxDropDeliveryKey extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table messaging.outbox drop column delivery_key;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table messaging.outbox add column delivery_key uuid;');
  }
}
