import { Migration } from '@mikro-orm/migrations';

/**
 * Booking requests. `tour_id` has no foreign key on purpose: the catalog owns tours and a
 * request outlives the tour it asked about (the admin list then shows no tour info).
 * Indexes: newest first overall and per status (the admin list with 200,000 rows), per
 * tour, and trigram search over customer name and email.
 */
export class Migration20261122000300Bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bookings.booking_requests (
        id uuid primary key,
        tour_id uuid not null,
        customer_name text not null,
        customer_email text not null,
        customer_phone text,
        date date not null,
        people integer not null,
        message text,
        status text not null default 'pending',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_doc text generated always as (public.search_text(customer_name || ' ' || customer_email)) stored,
        constraint booking_requests_status_check check (status in ('pending', 'confirmed', 'cancelled')),
        constraint booking_requests_people_check check (people >= 1)
      );`);
    this.addSql(`create index booking_requests_created_idx on bookings.booking_requests (created_at desc, id desc);`);
    this.addSql(`create index booking_requests_status_created_idx on bookings.booking_requests (status, created_at desc, id desc);`);
    this.addSql(`create index booking_requests_tour_idx on bookings.booking_requests (tour_id);`);
    this.addSql(`create index booking_requests_search_trgm_idx on bookings.booking_requests using gin (search_doc gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists bookings.booking_requests;`);
  }
}
