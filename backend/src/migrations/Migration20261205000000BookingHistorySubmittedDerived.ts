import { Migration } from '@mikro-orm/migrations';

/**
 * A request's timeline starts with the request itself (GetBookingTimeline reads its creation
 * time), so the 'submitted' rows the history subscriber wrote for each submission repeat it.
 */
export class Migration20261205000000BookingHistorySubmittedDerived extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from bookings.booking_history where kind = 'submitted';`);
  }

  override async down(): Promise<void> {
    this.addSql(`insert into bookings.booking_history (booking_request_id, at, kind, actor, detail)
                 select id, created_at, 'submitted', 'traveller', null from bookings.booking_requests;`);
  }
}
