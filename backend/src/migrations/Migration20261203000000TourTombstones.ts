import { Migration } from '@mikro-orm/migrations';

/**
 * The tours that were deleted, so their URL (`/tours/{id}`: tours have no slug, the id is the
 * URL's key) can answer 410 Gone instead of 404. A tour created again with the same id (the
 * seed's fixed ids) removes its tombstone.
 */
export class Migration20261203000000TourTombstones extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table catalog.tour_tombstones (id uuid primary key, deleted_at timestamptz not null);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists catalog.tour_tombstones;');
  }
}
