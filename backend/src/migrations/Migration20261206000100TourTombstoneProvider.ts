import { Migration } from '@mikro-orm/migrations';

/** A deleted tour keeps the provider it had last: a provider's booking link revoked by a change of provider stays revoked. */
export class Migration20261206000100TourTombstoneProvider extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table catalog.tour_tombstones add column provider_id text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table catalog.tour_tombstones drop column provider_id;`);
  }
}
