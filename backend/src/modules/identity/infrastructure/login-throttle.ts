import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, TooManyRequests } from '../../../kernel/errors';
import type { Clock } from '../../../kernel/clock';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/**
 * Failed sign-ins allowed per username before it slows down, and per client address before
 * the address is blocked for the rest of the window.
 */
export const LOGIN_LIMITS = {
  perUsername: 5,
  /** After the username's limit, one attempt per backoff, doubling from the first up to the longest. */
  firstBackoffMs: 60_000,
  longestBackoffMs: 15 * 60_000,
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const;

/**
 * Takes one attempt for a username, atomically: answers 0 and counts it as a failure in
 * advance, or answers how many ms remain before the next attempt is allowed. From the limit
 * on, each attempt sets the next one a backoff away (doubling). The count lapses a window
 * after the last attempt.
 * KEYS[1] the username's hash; ARGV now, limit, first backoff, longest backoff, window (ms).
 */
const RESERVE_USERNAME_ATTEMPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next_at') or '0')
local now, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
if failures >= limit and now < nextAt then return nextAt - now end
failures = failures + 1
local backoff = 0
if failures >= limit then backoff = math.min(tonumber(ARGV[3]) * 2 ^ (failures - limit), tonumber(ARGV[4])) end
redis.call('HSET', KEYS[1], 'failures', failures, 'next_at', now + backoff)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]) + backoff)
return 0`;

/**
 * Throttles sign-in in Redis. Every attempt is counted as a failure before its password is
 * checked, so parallel attempts cannot all be verified before the first failure is counted;
 * a success takes its count back. Per client address the limit blocks (429 until the window
 * passes). Per username it only slows down: one attempt per growing backoff, from whatever
 * address, so nobody can lock an account out from everywhere.
 */
@injectable()
export class LoginThrottle {
  private readonly byAddress: RateLimiterRedis;
  private readonly usernamePrefix: string;

  constructor(
    @inject(TOKENS.Redis) private readonly redis: Redis,
    @inject(TOKENS.Config) config: Config,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.byAddress = new RateLimiterRedis({
      storeClient: redis,
      duration: LOGIN_LIMITS.windowSeconds,
      blockDuration: 0,
      inMemoryBlockOnConsumed: 0,
      points: LOGIN_LIMITS.perAddress,
      keyPrefix: `${config.redisPrefix}login:addr`,
    });
    this.usernamePrefix = `${config.redisPrefix}login:username:`;
  }

  /** Counts an attempt as failed before it is checked; throws 429 when the address is blocked or the username must wait. */
  async reserveAttempt(username: string, address: string): Promise<void> {
    // consume() refuses with the limiter's answer past the limit, with an Error when Redis fails.
    const refused = await this.guard(() =>
      this.byAddress.consume(address).then(
        () => null,
        (err: unknown) => {
          if (err instanceof RateLimiterRes) return err;
          throw err;
        },
      ),
    );
    if (refused) tooMany(refused.msBeforeNext);
    const waitMs = Number(
      await this.guard(() =>
        this.redis.eval(
          RESERVE_USERNAME_ATTEMPT,
          1,
          this.usernameKey(username),
          this.clock.now().getTime(),
          LOGIN_LIMITS.perUsername,
          LOGIN_LIMITS.firstBackoffMs,
          LOGIN_LIMITS.longestBackoffMs,
          LOGIN_LIMITS.windowSeconds * 1000,
        ),
      ),
    );
    if (waitMs > 0) tooMany(waitMs);
  }

  /** A right password: the attempt was no failure after all, and the username starts afresh. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.guard(() => Promise.all([this.redis.del(this.usernameKey(username)), this.byAddress.reward(address, 1)]));
  }

  private usernameKey(username: string): string {
    return this.usernamePrefix + username.trim().toLowerCase();
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch {
      throw new AppError(503, 'unavailable', 'Sign-in is unavailable right now. Please try again shortly.');
    }
  }
}

function tooMany(waitMs: number): never {
  const minutes = Math.ceil(waitMs / 60_000);
  throw new TooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, waitMs / 1000);
}
