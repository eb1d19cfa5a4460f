import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A count per client address in a window, in Redis so every api process shares it; while Redis
 * is unreachable it is kept in this process's memory (the insurance limiter), answered at once
 * rather than after a command fails. `retryAfter` answers the seconds to wait past the limit, else null.
 */
export function addressLimit(redis: Redis, keyPrefix: string, window: { points: number; duration: number }): { retryAfter(address: string): Promise<number | null> } {
  const limiter = new RateLimiterRedis({ ...window, storeClient: redis, keyPrefix, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(window) });
  return {
    async retryAfter(address) {
      try {
        await limiter.consume(address);
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
  };
}
