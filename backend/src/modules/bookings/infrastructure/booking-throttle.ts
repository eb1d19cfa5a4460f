import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, TooManyRequests } from '../../../kernel/errors';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/** Booking requests accepted per client address in a window (a person sends one or two; a script sends hundreds). */
export const BOOKING_LIMITS = { perAddress: 10, windowSeconds: 60 } as const;

/** Counts booking requests per client address in Redis; past the limit: 429 with Retry-After. */
@injectable()
export class BookingThrottle {
  private readonly byAddress: RateLimiterRedis;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config) {
    this.byAddress = new RateLimiterRedis({
      storeClient: redis,
      points: BOOKING_LIMITS.perAddress,
      duration: BOOKING_LIMITS.windowSeconds,
      keyPrefix: `${config.redisPrefix}booking-requests:addr`,
      inMemoryBlockOnConsumed: 0,
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
