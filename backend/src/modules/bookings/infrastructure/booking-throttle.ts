import { inject, injectable } from 'inversify';
import type Redis from 'ioredis';
import { TooManyRequests } from '../../../kernel/errors';
import type { Config } from '../../../kernel/config';
import { TOKENS } from '../../../kernel/tokens';

/**
 * Booking requests accepted per client address in a window (a person sends one or two; a
 * script sends hundreds). `perAddress` is the default of BOOKING_REQUESTS_PER_MINUTE.
 */
export const BOOKING_LIMITS = { perAddress: 10, windowSeconds: 60 } as const;

/** Addresses one Redis call counts at most. */
const ADDRESSES_PER_CALL = 500;
/** Local windows kept before the expired ones are dropped (only while Redis is unreachable). */
const LOCAL_WINDOWS_PRUNED_AT = 10_000;

/**
 * Counts several addresses at once. KEYS: one per address; ARGV[1]: the window in ms;
 * ARGV[i + 1]: how many requests KEYS[i] brings. A window starts with an address's first
 * request and lasts ARGV[1] ms. Answers, per address, its count in the window after this call
 * and the ms left of the window.
 */
const COUNT_REQUESTS_LUA = `
local out = {}
for i, key in ipairs(KEYS) do
  redis.call('set', key, 0, 'PX', ARGV[1], 'NX')
  local consumed = redis.call('incrby', key, ARGV[i + 1])
  local left = redis.call('pttl', key)
  if left < 0 then
    redis.call('pexpire', key, ARGV[1])
    left = tonumber(ARGV[1])
  end
  out[2 * i - 1] = consumed
  out[2 * i] = left
end
return out`;

interface CountingRedis {
  countBookingRequests(keys: number, ...keysThenArgs: Array<string | number>): Promise<number[]>;
}

interface Waiting {
  resolve(): void;
  reject(err: unknown): void;
}

/** An address's window after a call: how many requests it holds, and the ms until it ends. */
interface Window {
  readonly consumed: number;
  readonly msLeft: number;
}

/**
 * Counts booking requests per client address in Redis (so every api process shares the
 * count); past the limit: 429 with Retry-After. The requests that arrive in one turn of the
 * event loop are counted by one Redis call (a script that counts each of their addresses):
 * under load the count costs a Map entry per request instead of a command of its own (a
 * per-request rate-limiter call was a quarter of a booking request's time in the api).
 * While Redis is unreachable the count is kept in this process's memory instead, so a
 * traveller's request is still accepted (its events wait in the outbox) and still throttled.
 */
@injectable()
export class BookingThrottle {
  private readonly limit: number;
  private readonly windowMs = BOOKING_LIMITS.windowSeconds * 1000;
  private readonly keyPrefix: string;
  private readonly redis: Redis & CountingRedis;
  /** The requests of the current turn, by address. */
  private waiting = new Map<string, Waiting[]>();
  private readonly local = new Map<string, { consumed: number; endsAt: number }>();

  constructor(@inject(TOKENS.Redis) redis: Redis, @inject(TOKENS.Config) config: Config) {
    this.limit = config.bookingRequestsPerMinute;
    this.keyPrefix = `${config.redisPrefix}booking-requests:addr:`;
    if (!('countBookingRequests' in redis)) redis.defineCommand('countBookingRequests', { lua: COUNT_REQUESTS_LUA });
    this.redis = redis as Redis & CountingRedis;
  }

  /** Resolves when the request may go on; rejects with TooManyRequests past the limit. */
  consume(address: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => void this.count());
      const same = this.waiting.get(address);
      if (same) same.push({ resolve, reject });
      else this.waiting.set(address, [{ resolve, reject }]);
    });
  }

  private async count(): Promise<void> {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let start = 0; start < batch.length; start += ADDRESSES_PER_CALL) {
      const part = batch.slice(start, start + ADDRESSES_PER_CALL);
      const windows = await this.countInRedis(part).catch(() => part.map(([address, requests]) => this.countLocally(address, requests.length)));
      part.forEach(([, requests], i) => this.answer(requests, windows[i]!));
    }
  }

  private async countInRedis(part: ReadonlyArray<readonly [string, Waiting[]]>): Promise<Window[]> {
    const keys = part.map(([address]) => `${this.keyPrefix}${address}`);
    const answer = await this.redis.countBookingRequests(keys.length, ...keys, this.windowMs, ...part.map(([, requests]) => requests.length));
    return part.map((_, i) => ({ consumed: Number(answer[2 * i]), msLeft: Number(answer[2 * i + 1]) }));
  }

  /** The same window kept in memory (Redis unreachable). */
  private countLocally(address: string, requests: number): Window {
    const now = Date.now();
    if (this.local.size >= LOCAL_WINDOWS_PRUNED_AT) for (const [a, w] of this.local) if (w.endsAt <= now) this.local.delete(a);
    let window = this.local.get(address);
    if (!window || window.endsAt <= now) {
      window = { consumed: 0, endsAt: now + this.windowMs };
      this.local.set(address, window);
    }
    window.consumed += requests;
    return { consumed: window.consumed, msLeft: window.endsAt - now };
  }

  /** The requests of one address, in arrival order, took the last `requests.length` places of its window. */
  private answer(requests: Waiting[], window: Window): void {
    const first = window.consumed - requests.length + 1;
    requests.forEach((request, i) => {
      if (first + i <= this.limit) request.resolve();
      else {
        const seconds = Math.max(1, Math.ceil(window.msLeft / 1000));
        request.reject(new TooManyRequests(`Too many booking requests from your connection. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds));
      }
    });
  }
}
