import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail: one row per recorded action, each carrying the hash of the one before. The
 * database refuses to change or remove a row (update, delete and truncate raise), so only someone
 * who can disable the triggers can tamper with it, and the chain check finds what they did.
 * `chain_head` is the one row writers lock to append in turn; it also names the last entry, so a
 * removed last entry is found too. Decisions on the bookings timeline are listed by time beside it.
 */
export class Migration20261212000000AuditTrail extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists audit;');
    this.addSql(`
      create table audit.entries (
        seq bigint primary key,
        at timestamptz not null,
        actor_id uuid,
        actor_name text not null,
        address text,
        kind text not null,
        item_id text,
        item_label text,
        action text not null,
        changes jsonb not null,
        prev_hash text not null,
        hash text not null
      );`);
    this.addSql('create index entries_at_idx on audit.entries (at desc, seq desc);');
    this.addSql('create index entries_item_idx on audit.entries (kind, item_id, seq desc);');
    this.addSql('create index entries_actor_idx on audit.entries (actor_name, seq desc);');
    this.addSql(`
      create table audit.chain_head (
        id smallint primary key check (id = 1),
        seq bigint not null,
        hash text not null
      );`);
    this.addSql(`insert into audit.chain_head (id, seq, hash) values (1, 0, '${'0'.repeat(64)}');`);
    this.addSql(`
      create function audit.refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit trail is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql('create trigger entries_append_only before update or delete on audit.entries for each row execute function audit.refuse_change();');
    this.addSql('create trigger entries_no_truncate before truncate on audit.entries for each statement execute function audit.refuse_change();');
    this.addSql(`create index if not exists booking_history_decisions_idx on bookings.booking_history (at desc, id desc) where kind in ('status-changed', 'date-proposed');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists bookings.booking_history_decisions_idx;');
    this.addSql('drop schema if exists audit cascade;');
  }
}
