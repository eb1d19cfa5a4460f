import Redis, { type RedisOptions } from 'ioredis';

/**
 * A Redis connection for request-time work (sessions, throttling, caches). It fails fast
 * while Redis is down (no offline queue) instead of letting requests hang.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
    ...options,
  });
}

/** Resolves once the connection is ready; rejects on the first connection error or after `ms`. */
export async function waitUntilReady(redis: Redis, ms = 5000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Redis not reachable within ${ms} ms`));
    }, ms);
    const onReady = () => {
      cleanup();
      resolve();
    };
    // A refused connection is an answer: no need to wait out the timeout.
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
    };
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
}
