import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { TooManyRequests } from '../../../kernel/errors';
import type { Config } from '../../../kernel/config';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../settings';
import { TOKENS } from '../../../kernel/tokens';
import { addressLimit } from './address-limit';

/**
 * Booking requests accepted per client address in a window (a person sends one or two; a
 * script sends hundreds). `perAddress` is the default of BOOKING_REQUESTS_PER_MINUTE.
 */
export const BOOKING_LIMITS = { perAddress: 10, windowSeconds: 60 } as const;

/**
 * Counts booking requests per client address, shared by every api process (addressLimit); past
 * the limit: 429 with Retry-After. While Redis is unreachable a traveller's request is still
 * accepted (its events wait in the outbox) and still throttled, in memory.
 */
@injectable()
export class BookingThrottle {
  private readonly limit: ReturnType<typeof addressLimit>;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config, @inject(BOOKINGS_SETTINGS) settings: BookingsSettings) {
    this.limit = addressLimit(redis, `${config.redisPrefix}booking-requests:addr`, { points: settings.bookingRequestsPerMinute, duration: BOOKING_LIMITS.windowSeconds });
  }

  /** Resolves when the request may go on; rejects with TooManyRequests past the limit. */
  async consume(address: string): Promise<void> {
    const seconds = await this.limit.retryAfter(address);
    if (seconds !== null) {
      throw new TooManyRequests(`Too many booking requests from your connection. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds);
    }
  }
}
