import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../../kernel/errors';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/**
 * Booking requests accepted per client address in a window (a person sends one or two; a
 * script sends hundreds). `perAddress` is the default of BOOKING_REQUESTS_PER_MINUTE.
 */
export const BOOKING_LIMITS = { perAddress: 10, windowSeconds: 60 } as const;

/**
 * Counts booking requests per client address in Redis, so every api process shares the count;
 * past the limit: 429 with Retry-After. While Redis is unreachable the count is kept in this
 * process's memory (the insurance limiter), so a traveller's request is still accepted (its
 * events wait in the outbox) and still throttled.
 */
@injectable()
export class BookingThrottle {
  private readonly limiter: RateLimiterRedis;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config) {
    const window = { points: config.bookingRequestsPerMinute, duration: BOOKING_LIMITS.windowSeconds };
    this.limiter = new RateLimiterRedis({
      ...window,
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}booking-requests:addr`,
      // Answer from memory at once while the connection is down, rather than wait for a command to fail.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(window),
    });
  }

  /** Resolves when the request may go on; rejects with TooManyRequests past the limit. */
  async consume(address: string): Promise<void> {
    try {
      await this.limiter.consume(address);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new TooManyRequests(`Too many booking requests from your connection. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds);
    }
  }
}
