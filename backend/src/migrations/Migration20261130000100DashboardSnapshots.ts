import { Migration } from '@mikro-orm/migrations';

/**
 * Which committed events each part of the dashboard projection has seen, exactly: every outbox
 * row carries the id of the transaction that wrote it, and each part keeps the snapshot its last
 * recomputation read with. An event whose transaction that snapshot does not see is news to the
 * part. Replaces the read marks (times), which could not tell commit order.
 */
export class Migration20261130000100DashboardSnapshots extends Migration {
  override async up(): Promise<void> {
    // Rows written before this migration keep a null xid: every snapshot taken later sees them.
    this.addSql(`alter table messaging.outbox add column xid xid8;`);
    this.addSql(`alter table messaging.outbox alter column xid set default pg_current_xact_id();`);
    this.addSql(`create index outbox_xid on messaging.outbox (xid);`);
    this.addSql(`
      alter table reporting.dashboard_stats
        drop column tours_read_at, drop column content_read_at, drop column bookings_read_at,
        add column tours_snapshot pg_snapshot, add column content_snapshot pg_snapshot, add column bookings_snapshot pg_snapshot;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table reporting.dashboard_stats
        drop column tours_snapshot, drop column content_snapshot, drop column bookings_snapshot,
        add column tours_read_at timestamptz not null default '-infinity',
        add column content_read_at timestamptz not null default '-infinity',
        add column bookings_read_at timestamptz not null default '-infinity';`);
    this.addSql(`drop index messaging.outbox_xid;`);
    this.addSql(`alter table messaging.outbox drop column xid;`);
  }
}
