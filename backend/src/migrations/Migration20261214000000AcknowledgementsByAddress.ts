import { Migration } from '@mikro-orm/migrations';

/** A traveller address's requests in the order they were made: the acknowledgement limit counts those of the hour before each one. */
export class Migration20261214000000AcknowledgementsByAddress extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index booking_requests_address_idx on bookings.booking_requests (lower(customer_email), created_at, id);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists bookings.booking_requests_address_idx;');
  }
}
