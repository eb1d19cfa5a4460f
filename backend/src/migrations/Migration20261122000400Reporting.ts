import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard projection: one row of counters and the newest booking requests. It is a
 * read model owned by reporting, rebuilt from the other modules' facades and kept current by
 * its subscriber to their events.
 */
export class Migration20261122000400Reporting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reporting.dashboard_stats (
        id smallint primary key default 1,
        total_tours integer not null default 0,
        total_articles integer not null default 0,
        total_pages integer not null default 0,
        total_booking_requests integer not null default 0,
        pending_booking_requests integer not null default 0,
        refreshed_at timestamptz not null default now(),
        constraint dashboard_stats_single_row check (id = 1)
      );`);
    this.addSql(`
      create table reporting.recent_booking_requests (
        id uuid primary key,
        customer_name text not null,
        status text not null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index recent_booking_requests_created_idx on reporting.recent_booking_requests (created_at desc, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists reporting.recent_booking_requests, reporting.dashboard_stats;`);
  }
}
