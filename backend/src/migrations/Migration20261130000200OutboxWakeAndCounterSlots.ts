import { Migration } from '@mikro-orm/migrations';

/**
 * Two points where every booking's commit waited on every other one (ADR 0001, 0004):
 * - The outbox trigger's `pg_notify`: Postgres takes one lock for the notification queue at
 *   each notifying commit. The committing process now announces its events on Redis after the
 *   commit (kernel/messaging/event-broadcast.ts), which wakes the worker's relay.
 * - The per-status counter row every insert updated: each status now has 16 slots, and a
 *   transaction updates the slot of its connection (`pg_backend_pid() % 16`); readers sum them.
 */
export class Migration20261130000200OutboxWakeAndCounterSlots extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop trigger outbox_written on messaging.outbox;');
    this.addSql('drop function messaging.outbox_written();');
    this.addSql(`
      alter table bookings.status_counts
        drop constraint status_counts_total_check,
        drop constraint status_counts_pkey,
        add column slot smallint not null default 0,
        add primary key (status, slot);`);
    this.addSql(`
      insert into bookings.status_counts (status, slot, total)
      select s.status, g, 0 from (select distinct status from bookings.status_counts) s, generate_series(1, 15) g;`);
    this.addSql(`
      create or replace function bookings.count_statuses() returns trigger language plpgsql as $$
      declare
        my_slot smallint := pg_backend_pid() % 16;
      begin
        if tg_op = 'INSERT' then
          update bookings.status_counts c set total = c.total + d.n
          from (select status, count(*) as n from new_rows group by status) d where c.status = d.status and c.slot = my_slot;
        elsif tg_op = 'DELETE' then
          update bookings.status_counts c set total = c.total - d.n
          from (select status, count(*) as n from old_rows group by status) d where c.status = d.status and c.slot = my_slot;
        else
          update bookings.status_counts c set total = c.total + d.n
          from (
            select status, sum(n) as n from (
              select status, -1 as n from old_rows union all select status, 1 as n from new_rows
            ) x group by status
          ) d
          where c.status = d.status and c.slot = my_slot and d.n <> 0;
        end if;
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function bookings.count_statuses() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update bookings.status_counts c set total = c.total + d.n
          from (select status, count(*) as n from new_rows group by status) d where c.status = d.status;
        elsif tg_op = 'DELETE' then
          update bookings.status_counts c set total = c.total - d.n
          from (select status, count(*) as n from old_rows group by status) d where c.status = d.status;
        else
          update bookings.status_counts c set total = c.total + d.n
          from (
            select status, sum(n) as n from (
              select status, -1 as n from old_rows union all select status, 1 as n from new_rows
            ) x group by status
          ) d
          where c.status = d.status and d.n <> 0;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      update bookings.status_counts c set total = s.total
      from (select status, sum(total) as total from bookings.status_counts group by status) s
      where c.status = s.status and c.slot = 0;`);
    this.addSql('delete from bookings.status_counts where slot <> 0;');
    this.addSql('alter table bookings.status_counts drop constraint status_counts_pkey, drop column slot, add primary key (status), add constraint status_counts_total_check check (total >= 0);');
    this.addSql(`
      create function messaging.outbox_written() returns trigger language plpgsql as $$
      declare
        names text;
      begin
        select string_agg(distinct name, ',') into names from new_rows;
        perform pg_notify('messaging_outbox', case when octet_length(names) <= 7000 then names else '' end);
        return null;
      end $$;`);
    this.addSql(`create trigger outbox_written after insert on messaging.outbox
      referencing new table as new_rows for each statement execute function messaging.outbox_written();`);
  }
}
