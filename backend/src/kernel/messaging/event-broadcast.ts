import type Redis from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { ReadCache } from '../cache/read-cache';

/** The announcement that data changed without events: drop everything. */
const EVERYTHING = '*';

/** The Redis channel on which every process announces the names of the events it has just committed (and the relay, those it publishes). */
export const broadcastChannel = (config: Pick<Config, 'redisPrefix'>): string => `${config.redisPrefix}events:published`;

/** Announces published events (best effort: a process that misses it clears its caches on reconnecting, and answers expire). */
export function announce(redis: Redis, channel: string, eventNames: readonly string[]): void {
  if (eventNames.length === 0 || redis.status !== 'ready') return;
  redis.publish(channel, JSON.stringify([...new Set(eventNames)])).catch(() => undefined);
}

/** Tells every running process that data changed without events (a bulk import): they drop every cached answer. */
export async function announceEverythingChanged(redis: Redis, config: Pick<Config, 'redisPrefix'>): Promise<void> {
  await redis.publish(broadcastChannel(config), JSON.stringify([EVERYTHING]));
}

/**
 * Keeps this process's read cache in step with the events other processes commit: another
 * api instance, the worker, the cli (whose events the worker's sweep publishes). Its own
 * commits reach the cache directly from the command bus, before the command's answer.
 */
export class EventBroadcastListener {
  private readonly subscriber: Redis;
  private connectedBefore = false;

  constructor(redis: Redis, config: Config, cache: ReadCache, logger: Logger) {
    const channel = broadcastChannel(config);
    // A connection of its own (subscriber mode), that waits and reconnects forever.
    this.subscriber = redis.duplicate({ connectionName: `${config.name}-event-broadcast`, enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false });
    this.subscriber.on('error', (err) => logger.debug({ err }, 'event broadcast: redis connection error'));
    this.subscriber.on('ready', () => {
      // Events announced while this connection was down were missed: nothing cached can be trusted.
      if (this.connectedBefore) cache.clear();
      this.connectedBefore = true;
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const names = JSON.parse(message) as unknown;
        if (!Array.isArray(names) || names.includes(EVERYTHING)) cache.clear();
        else cache.invalidate(names.filter((n): n is string => typeof n === 'string'));
      } catch {
        cache.clear();
      }
    });
    // Queued until connected; ioredis subscribes again by itself after a reconnection.
    this.subscriber.subscribe(channel).catch(() => undefined);
  }

  close(): void {
    this.subscriber.disconnect();
  }
}
