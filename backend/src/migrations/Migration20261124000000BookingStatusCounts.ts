import { Migration } from '@mikro-orm/migrations';

/**
 * How many booking requests each status has, kept exact by statement-level triggers in the
 * transaction that inserts, updates or deletes requests (one update per statement, however
 * many rows it wrote; an update that changes no status touches no counter). The admin list's
 * pagination total and the dashboard's counts read three rows instead of counting 200,000.
 */
export class Migration20261124000000BookingStatusCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bookings.status_counts (
        status text primary key,
        total bigint not null default 0,
        constraint status_counts_total_check check (total >= 0)
      );`);
    this.addSql(`
      insert into bookings.status_counts (status, total)
      select s, (select count(*) from bookings.booking_requests b where b.status = s)
      from unnest(array['pending', 'confirmed', 'cancelled']) as s;`);
    this.addSql(`
      create function bookings.count_statuses() returns trigger language plpgsql as $$
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
    this.addSql(`create trigger booking_requests_count_inserted after insert on bookings.booking_requests
      referencing new table as new_rows for each statement execute function bookings.count_statuses();`);
    this.addSql(`create trigger booking_requests_count_deleted after delete on bookings.booking_requests
      referencing old table as old_rows for each statement execute function bookings.count_statuses();`);
    this.addSql(`create trigger booking_requests_count_updated after update on bookings.booking_requests
      referencing old table as old_rows new table as new_rows for each statement execute function bookings.count_statuses();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger booking_requests_count_updated on bookings.booking_requests;');
    this.addSql('drop trigger booking_requests_count_deleted on bookings.booking_requests;');
    this.addSql('drop trigger booking_requests_count_inserted on bookings.booking_requests;');
    this.addSql('drop function bookings.count_statuses();');
    this.addSql('drop table bookings.status_counts;');
  }
}
