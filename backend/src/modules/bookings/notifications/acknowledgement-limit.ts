import type { EntityManager } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import type { DeliveredEvent } from '../../../kernel/messaging/subscriber';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { appendHistory } from '../infrastructure/booking-history';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How many acknowledgements one traveller address receives in an hour, so the request form
 * cannot be used to mail someone over and over. Past the limit the request is kept and its
 * provider told; only the traveller's acknowledgement is held back, and the timeline says so.
 * A sliding hour in a Redis sorted set per address whose members are the submission events,
 * ordered by when each request was made (not when its email job ran), so the requests past the
 * limit are the latest ones whatever order the jobs run in; a redelivery keeps its place.
 */
export class AcknowledgementLimit {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly perHour: number,
  ) {}

  /** Whether the acknowledgement of `event` may go out; when not, the request's history says why. */
  async allows(facts: BookingEmailFacts, event: DeliveredEvent, em: EntityManager): Promise<boolean> {
    const address = facts.customerEmail.toLowerCase();
    const key = `${this.keyPrefix}bookings:acknowledgements:${address}`;
    const made = Date.parse(event.occurredAt);
    const replies = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', made - HOUR_MS)
      .zadd(key, 'NX', made, event.id)
      .zrank(key, event.id)
      .pexpire(key, HOUR_MS)
      .exec();
    const [error, rank] = replies?.[2] ?? [new Error('the acknowledgement count was not answered'), null];
    if (error) throw error;
    if (Number(rank) < this.perHour) return true;
    const detail = `acknowledgement to the traveller not sent: ${this.perHour} already went to ${facts.customerEmail} in the past hour`;
    await appendHistory(em, { bookingRequestId: facts.id, at: new Date(), kind: 'email-skipped', actor: null, detail, eventId: event.id });
    return false;
  }
}
