import { Migration } from '@mikro-orm/migrations';

/**
 * When each part of the dashboard projection was last read from its source module. A
 * subscriber whose job started before that moment has nothing to add: the refresh that
 * read then already saw its event's (committed) change. Bursts of events cost one
 * recomputation per part instead of one per event.
 */
export class Migration20261123000100DashboardReadMarks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table reporting.dashboard_stats
        add column tours_read_at timestamptz not null default '-infinity',
        add column content_read_at timestamptz not null default '-infinity',
        add column bookings_read_at timestamptz not null default '-infinity';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table reporting.dashboard_stats drop column tours_read_at, drop column content_read_at, drop column bookings_read_at;`);
  }
}
