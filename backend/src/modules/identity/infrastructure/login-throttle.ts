import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, TooManyRequests } from '../../../kernel/errors';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/** Failed sign-ins allowed per username, and per client address, in a window. */
export const LOGIN_LIMITS = { perUsername: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

/**
 * Counts failed sign-ins in Redis, per username and per client address. Past the limit,
 * sign-in answers 429 with Retry-After until the window passes; a success clears the
 * username's count.
 */
@injectable()
export class LoginThrottle {
  private readonly byUsername: RateLimiterRedis;
  private readonly byAddress: RateLimiterRedis;

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config) {
    const common = { storeClient: redis, duration: LOGIN_LIMITS.windowSeconds, blockDuration: 0, inMemoryBlockOnConsumed: 0 };
    this.byUsername = new RateLimiterRedis({ ...common, points: LOGIN_LIMITS.perUsername, keyPrefix: `${config.redisPrefix}login:user` });
    this.byAddress = new RateLimiterRedis({ ...common, points: LOGIN_LIMITS.perAddress, keyPrefix: `${config.redisPrefix}login:addr` });
  }

  async assertAllowed(username: string, address: string): Promise<void> {
    const [u, a] = await this.guard(() => Promise.all([this.byUsername.get(userKey(username)), this.byAddress.get(address)]));
    const waits = [
      u && u.consumedPoints >= LOGIN_LIMITS.perUsername ? u.msBeforeNext : 0,
      a && a.consumedPoints >= LOGIN_LIMITS.perAddress ? a.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      throw new TooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait / 1000);
    }
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.guard(() =>
      Promise.all([
        this.byUsername.penalty(userKey(username), 1),
        this.byAddress.penalty(address, 1),
      ]),
    );
  }

  async recordSuccess(username: string): Promise<void> {
    await this.guard(() => this.byUsername.delete(userKey(username)));
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      throw new AppError(503, 'unavailable', 'Sign-in is unavailable right now. Please try again shortly.');
    }
  }
}

const userKey = (username: string) => username.trim().toLowerCase();
