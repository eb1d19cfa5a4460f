import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { loadConfig } from '../../src/site/application';
import { bookingsSettings } from '../../src/modules/bookings';
import { TooManyRequests } from '../../src/kernel/errors';
import { createRedis, waitUntilReady } from '../../src/kernel/redis';
import { BookingThrottle } from '../../src/modules/bookings/infrastructure/booking-throttle';
import { TEST_REDIS_URL } from '../support/env';
import { freePort } from '../support/redis-server';

/** The per-address count of booking requests, against the real Redis (its own key prefix) and with Redis gone. */
const prefix = `test:throttle:${randomBytes(4).toString('hex')}:`;
const config = (perMinute: number) =>
  loadConfig({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: TEST_REDIS_URL, SESSION_SECRET: 's'.repeat(32), REDIS_PREFIX: prefix, BOOKING_REQUESTS_PER_MINUTE: String(perMinute) });

let redis: Redis;
beforeAll(async () => {
  redis = createRedis(TEST_REDIS_URL, { enableAutoPipelining: true });
  await waitUntilReady(redis);
});
afterEach(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
});
afterAll(() => redis.quit());

/** Each request's fate, in the order they were made: 'ok' or the seconds of its Retry-After. */
async function fates(throttle: BookingThrottle, addresses: readonly string[]): Promise<Array<'ok' | number>> {
  const settled = await Promise.allSettled(addresses.map((a) => throttle.consume(a)));
  return settled.map((s) => {
    if (s.status === 'fulfilled') return 'ok';
    expect(s.reason).toBeInstanceOf(TooManyRequests);
    return Number((s.reason as TooManyRequests).headers['Retry-After']);
  });
}

describe('booking requests counted per client address', () => {
  // docs/spec-deviations.md#request-throttling
  it('counts every address of a turn exactly, in one window each, and refuses past the limit with the seconds left', async () => {
    const throttle = new BookingThrottle(redis, config(3), config(3).of(bookingsSettings));
    // One turn of the event loop: 5 from one address, 2 from another, interleaved.
    const first = await fates(throttle, ['a', 'b', 'a', 'a', 'b', 'a', 'a']);
    expect(first.slice(0, 4)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(first[4]).toBe('ok');
    // 'a' took places 1-5 in arrival order: the 4th and 5th are refused, for (nearly) the whole minute.
    for (const refused of [first[5], first[6]]) {
      expect(refused).toBeGreaterThanOrEqual(59);
      expect(refused).toBeLessThanOrEqual(60);
    }
    // A later turn goes on from the same windows: 'b' has one place left, 'a' none, 'c' all three.
    expect(await fates(throttle, ['b', 'b', 'a', 'c', 'c', 'c', 'c'])).toEqual(['ok', expect.any(Number), expect.any(Number), 'ok', 'ok', 'ok', expect.any(Number)]);
    // The windows are Redis keys that end with the minute.
    const ttl = await redis.pttl(`${prefix}booking-requests:addr:a`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('shares the count between api processes through Redis', async () => {
    const one = new BookingThrottle(redis, config(4), config(4).of(bookingsSettings));
    const other = new BookingThrottle(redis, config(4), config(4).of(bookingsSettings));
    expect(await fates(one, ['x', 'x', 'x'])).toEqual(['ok', 'ok', 'ok']);
    expect(await fates(other, ['x', 'x'])).toEqual(['ok', expect.any(Number)]);
  });

  it('starts a new window once the old one has ended', async () => {
    const throttle = new BookingThrottle(redis, config(1), config(1).of(bookingsSettings));
    expect(await fates(throttle, ['y', 'y'])).toEqual(['ok', expect.any(Number)]);
    await redis.del(`${prefix}booking-requests:addr:y`); // what the expiry does at the end of the minute
    expect(await fates(throttle, ['y'])).toEqual(['ok']);
  });

  it('keeps counting in memory while Redis is unreachable: requests are still accepted, and still throttled', async () => {
    // A client whose connection is closed, as while Redis is down: with no offline queue, every command fails at once.
    const gone = createRedis(`redis://127.0.0.1:${await freePort()}`, { enableAutoPipelining: true, lazyConnect: true });
    gone.disconnect();
    const throttle = new BookingThrottle(gone, config(2), config(2).of(bookingsSettings));
    expect(await fates(throttle, ['z', 'z', 'w'])).toEqual(['ok', 'ok', 'ok']);
    expect(await fates(throttle, ['z', 'w', 'w'])).toEqual([expect.any(Number), 'ok', expect.any(Number)]);
    // The counts above came from memory: the client never reached Redis (it stayed closed).
    expect(gone.status).toBe('end');
  });
});
