import { Migration } from '@mikro-orm/migrations';

/**
 * Data kept only as long as needed. Settled outbox rows are found by when they settled (the
 * worker prunes those older than EVENT_RETENTION_DAYS); a request records when its traveller's
 * personal data was erased, and the requests still holding it are found by their tour date.
 */
export class Migration20261213000000DataRetention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index outbox_settled_idx on messaging.outbox (settled_at, id) where settled_at is not null;`);
    this.addSql(`alter table bookings.booking_requests add column personal_data_erased_at timestamptz null;`);
    this.addSql(`create index booking_requests_personal_data_idx on bookings.booking_requests (date) where personal_data_erased_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists bookings.booking_requests_personal_data_idx;');
    this.addSql('alter table bookings.booking_requests drop column if exists personal_data_erased_at;');
    this.addSql('drop index if exists messaging.outbox_settled_idx;');
  }
}
