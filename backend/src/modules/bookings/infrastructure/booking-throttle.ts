import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, TooManyRequests } from '../../../kernel/errors';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/**
 * Booking requests accepted per client address in a window (a person sends one or two; a
 * script sends hundreds). `perAddress` is the default of BOOKING_REQUESTS_PER_MINUTE.
 */
export const BOOKING_LIMITS = { perAddress: 10, windowSeconds: 60 } as const;

/**
 * Counts booking requests per client address in Redis; past the limit: 429 with Retry-After.
 * While Redis is unreachable the count is kept in this process's memory instead, so a
 * traveller's request is still accepted (its events wait in the outbox) and still throttled.
 */
@injectable()
export class BookingThrottle {
  private readonly byAddress: RateLimiterRedis;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config) {
    const points = config.bookingRequestsPerMinute;
    this.byAddress = new RateLimiterRedis({
      storeClient: redis,
      points,
      duration: BOOKING_LIMITS.windowSeconds,
      keyPrefix: `${config.redisPrefix}booking-requests:addr`,
      inMemoryBlockOnConsumed: 0,
      insuranceLimiter: new RateLimiterMemory({ points, duration: BOOKING_LIMITS.windowSeconds, keyPrefix: 'booking-requests:addr' }),
    });
  }

  async consume(address: string): Promise<void> {
    try {
      await this.byAddress.consume(address, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw new TooManyRequests(`Too many booking requests from your connection. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds);
      }
      throw new AppError(503, 'unavailable', 'Booking requests are unavailable right now. Please try again shortly.');
    }
  }
}
