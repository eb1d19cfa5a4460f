import { Migration } from '@mikro-orm/migrations';

/**
 * The language a booking request was sent in: the traveller's emails and booking page are
 * written in it. Requests stored before languages existed were all sent in English.
 */
export class Migration20261208000200BookingLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bookings.booking_requests add column language text not null default 'en';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table bookings.booking_requests drop column if exists language;');
  }
}
