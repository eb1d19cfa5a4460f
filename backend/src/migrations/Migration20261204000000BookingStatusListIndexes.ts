import { Migration } from '@mikro-orm/migrations';

const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

/**
 * The admin list filtered by status pages through one partial (created_at, id) index per status
 * instead of the (status, created_at, id) index: a middle page skips its offset without comparing
 * each entry's status on the way.
 */
export class Migration20261204000000BookingStatusListIndexes extends Migration {
  override async up(): Promise<void> {
    for (const status of STATUSES) {
      this.addSql(`create index booking_requests_${status}_created_idx on bookings.booking_requests (created_at desc, id desc) where status = '${status}';`);
    }
    this.addSql('drop index bookings.booking_requests_status_created_idx;');
  }

  override async down(): Promise<void> {
    this.addSql('create index booking_requests_status_created_idx on bookings.booking_requests (status, created_at desc, id desc);');
    for (const status of STATUSES) this.addSql(`drop index bookings.booking_requests_${status}_created_idx;`);
  }
}
