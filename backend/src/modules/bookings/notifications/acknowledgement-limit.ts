import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../../kernel/database/prepared';
import type { DeliveredEvent } from '../../../kernel/messaging/subscriber';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { appendHistory } from '../infrastructure/booking-history';

/**
 * How many acknowledgements one traveller address receives in an hour, so the request form
 * cannot be used to mail someone over and over. Past the limit the request is kept and its
 * provider told; only the traveller's acknowledgement is held back, and the timeline says so.
 * A request is acknowledged when fewer than the limit of the address's requests were made in
 * the hour before it (by when each was made, then by id). That is read from the stored requests,
 * which every delivery sees whole, so the requests held back are the latest ones whatever order
 * the worker takes their jobs in, and a redelivery decides as the first delivery did.
 */
export class AcknowledgementLimit {
  constructor(private readonly perHour: number) {}

  /** Whether the acknowledgement of `event` may go out; when not, the request's history says why. */
  async allows(facts: BookingEmailFacts, event: DeliveredEvent, em: EntityManager): Promise<boolean> {
    const [before] = await prepared<{ n: number }>(
      em,
      'bookings.acknowledgements-before',
      `select count(*)::int as n from bookings.booking_requests me join bookings.booking_requests b on lower(b.customer_email) = lower(me.customer_email)
       where me.id = ? and b.created_at > me.created_at - interval '1 hour' and (b.created_at, b.id) < (me.created_at, me.id)`,
      [facts.id],
    );
    if (before!.n < this.perHour) return true;
    const detail = `acknowledgement to the traveller not sent: ${this.perHour} already went to ${facts.customerEmail} in the past hour`;
    await appendHistory(em, { bookingRequestId: facts.id, at: new Date(), kind: 'email-skipped', actor: null, detail, eventId: event.id });
    return false;
  }
}
