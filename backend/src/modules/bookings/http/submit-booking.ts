import type { bookings } from '@costiera/contracts';
import type { ModuleContext } from '../../../kernel/module';
import { BadRequest, BusinessRuleViolation, Conflict } from '../../../kernel/errors';
import type { Clock } from '../../../kernel/clock';
import type { Sql } from '../../../kernel/database/sql';
import { TOKENS } from '../../../kernel/tokens';
import { BookingThrottle } from '../infrastructure/booking-throttle';
import { travellerToken } from '../infrastructure/booking-tokens';
import { findKeyedSubmission, IDEMPOTENCY_WINDOW_MS, requestHashOf } from '../infrastructure/idempotency-keys';
import type { BookingRequestFacts } from '../domain/booking-request';
import { SubmitBookingRequest, type SubmittedBookingRequest } from '../application/submit-booking-request/submit-booking-request.command';

/** Visible ASCII, as the Idempotency-Key header field (a UUID from the site's own pages). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** `key` when it is a usable Idempotency-Key (absent: null), else a 400 naming it. */
export function idempotencyKeyOf(value: string | undefined, field = 'Idempotency-Key'): string | null {
  if (value === undefined || value === '') return null;
  if (!KEY.test(value)) throw new BadRequest(`${field} must be 1 to 255 visible ASCII characters`, [{ field, message: `${field} must be 1 to 255 visible ASCII characters` }]);
  return value;
}

/**
 * A decoded booking request from client address `ip`: throttled, then stored through the command
 * bus. One path for the API and the plain form. With an Idempotency-Key, a request already stored
 * under that key within a day is answered again, and nothing new is stored.
 */
export function bookingSubmitter({ container, commands, config }: Pick<ModuleContext, 'container' | 'commands' | 'config'>) {
  const throttle = container.get(BookingThrottle);
  const sql = container.get<Sql>(TOKENS.Sql);
  const clock = container.get<Clock>(TOKENS.Clock);

  /** The answer a key already has; null when the key was never stored. */
  const earlier = async (key: string, facts: BookingRequestFacts): Promise<SubmittedBookingRequest | null> => {
    const found = await findKeyedSubmission(sql, key);
    if (!found) return null;
    if (clock.now().getTime() - found.keyCreatedAt.getTime() >= IDEMPOTENCY_WINDOW_MS) {
      throw new Conflict('This Idempotency-Key was used more than a day ago: send the request with a new key');
    }
    if (!found.requestHash.equals(requestHashOf(facts))) {
      throw new BusinessRuleViolation('This Idempotency-Key was already used for a different booking request: send the new request with a new key', [
        { field: 'Idempotency-Key', message: 'already used for a different booking request' },
      ]);
    }
    return { id: found.id, reference: found.reference, status: found.status as SubmittedBookingRequest['status'], createdAt: found.createdAt, statusToken: travellerToken(found.id, key, config.sessionSecret) };
  };

  return async (body: bookings.BookingRequestBody, ip: string, key: string | null): Promise<SubmittedBookingRequest> => {
    const facts: BookingRequestFacts = {
      tourId: body.tourId,
      customerName: body.customerName,
      customerEmail: body.customerEmail,
      customerPhone: body.customerPhone ?? null,
      date: body.date,
      people: body.people,
      message: body.message ?? null,
      time: body.time ?? null,
      ...(body.language ? { language: body.language } : {}),
    };
    // A request sent again is answered before the throttle: a double click is one request.
    const again = key === null ? null : await earlier(key, facts);
    if (again) return again;
    await throttle.consume(ip);
    try {
      return await commands.execute(new SubmitBookingRequest(facts, undefined, true, key));
    } catch (err) {
      // Two sends of one key at the same moment: the key's primary key lets one commit; the other answers with it.
      const first = key === null ? null : await earlier(key, facts);
      if (first) return first;
      throw err;
    }
  };
}
