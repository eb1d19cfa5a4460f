import { Migration } from '@mikro-orm/migrations';

/**
 * A tour's calendar (seasons, weekdays, capacity, cut-off, departures) and its closed days,
 * kept by bookings beside the requests whose seats they count. A tour without a calendar row
 * can be requested on every date of the booking window. Requests gain the chosen start time and
 * the note a provider adds when confirming.
 */
export class Migration20261207000000TourAvailability extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bookings.tour_calendars (
        tour_id uuid primary key,
        seasons jsonb not null default '[]',
        weekdays smallint[] not null default '{1,2,3,4,5,6,7}',
        capacity integer null check (capacity > 0),
        cutoff_hours integer null check (cutoff_hours >= 0),
        departures text[] not null default '{}',
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table bookings.closed_dates (
        tour_id uuid not null,
        date date not null,
        reason text null,
        closed_by text null,
        created_at timestamptz not null default now(),
        primary key (tour_id, date)
      );`);
    this.addSql(`alter table bookings.booking_requests add column departure text null, add column confirmation_note text null;`);
    // Seats held on a day: confirmed requests and pending ones still awaiting the provider.
    this.addSql(`create index booking_requests_seats_idx on bookings.booking_requests (tour_id, date) include (people, departure) where status in ('confirmed', 'pending');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists bookings.booking_requests_seats_idx;');
    this.addSql('alter table bookings.booking_requests drop column if exists departure, drop column if exists confirmation_note;');
    this.addSql('drop table if exists bookings.closed_dates;');
    this.addSql('drop table if exists bookings.tour_calendars;');
  }
}
