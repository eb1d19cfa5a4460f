import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/**
 * Views and posts of the booking link pages per client address a minute (BOOKING_PAGES_PER_MINUTE),
 * shared by every api process through Redis (in memory while Redis is away): nobody guesses tokens by volume.
 */
@injectable()
export class BookingPageThrottle {
  private readonly limiter: RateLimiterRedis;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config) {
    const window = { points: config.bookingPagesPerMinute, duration: 60 };
    this.limiter = new RateLimiterRedis({
      ...window,
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}booking-pages:addr`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(window),
    });
  }

  /** Seconds to wait when the address is over its limit; null when it may go on. */
  async retryAfter(address: string): Promise<number | null> {
    try {
      await this.limiter.consume(address);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }
}
