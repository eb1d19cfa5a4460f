import { Migration } from '@mikro-orm/migrations';

/**
 * The relay publishes the rows of a publication in deliveries of up to 100 events per
 * subscriber (one job each); `delivery_key` is the key of the part a row went out in (the row's
 * own id for a part of one row), so the reconciler knows which job to look for
 * (`${delivery_key}.${subscriber}`).
 * Rows published before this column existed went out one per job, under their own id: a null
 * key reads as the row's id.
 */
export class Migration20261127000000OutboxDeliveryKey extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table messaging.outbox add column delivery_key uuid;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table messaging.outbox drop column delivery_key;');
  }
}
