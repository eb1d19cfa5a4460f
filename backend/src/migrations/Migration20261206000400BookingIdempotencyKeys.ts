import { Migration } from '@mikro-orm/migrations';

/**
 * The Idempotency-Key a booking request was sent with, kept for a day in the same transaction as
 * the request (docs/adr/0016-booking-idempotency-keys-in-postgres.md). Keys are stored as
 * SHA-256 hashes, beside the hash of the request they sent.
 */
export class Migration20261206000400BookingIdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bookings.idempotency_keys (
        key_hash bytea primary key,
        request_hash bytea not null,
        booking_request_id uuid not null references bookings.booking_requests (id) on delete cascade,
        created_at timestamptz not null
      );`);
    this.addSql(`create index idempotency_keys_created_idx on bookings.idempotency_keys (created_at);`);
    this.addSql(`create index idempotency_keys_request_idx on bookings.idempotency_keys (booking_request_id);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists bookings.idempotency_keys;');
  }
}
