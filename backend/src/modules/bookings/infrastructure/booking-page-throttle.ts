import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import type { Config } from '../../../kernel/config';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../settings';
import { TOKENS } from '../../../kernel/tokens';
import { addressLimit } from './address-limit';

/**
 * Views and posts of the booking link pages per client address a minute (BOOKING_PAGES_PER_MINUTE),
 * shared by every api process through Redis (in memory while Redis is away): nobody guesses tokens by volume.
 */
@injectable()
export class BookingPageThrottle {
  private readonly limit: ReturnType<typeof addressLimit>;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config, @inject(BOOKINGS_SETTINGS) settings: BookingsSettings) {
    this.limit = addressLimit(redis, `${config.redisPrefix}booking-pages:addr`, { points: settings.bookingPagesPerMinute, duration: 60 });
  }

  /** Seconds to wait when the address is over its limit; null when it may go on. */
  retryAfter(address: string): Promise<number | null> {
    return this.limit.retryAfter(address);
  }
}
