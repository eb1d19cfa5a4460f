import type Redis from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createRedis } from '../redis';
import { broadcastChannel } from './event-broadcast';
import type { OutboxRelay } from './outbox-relay';

/**
 * The worker's ear on the outbox: a Redis subscription to the channel on which every process
 * announces the events it has just committed (`announce`, from the command bus's commit). Each
 * announcement asks the relay to publish what is pending; the relay runs one publication at a
 * time and goes round again when asked during one, so a burst of commits costs a few batches,
 * not one per commit. On every (re)connection it publishes once too: whatever was committed
 * while nobody listened. An announcement lost (Redis down at the commit, a process killed right
 * after it) leaves its rows to the relay's sweep, which publishes them a few seconds later.
 */
export class OutboxListener {
  private readonly subscriber: Redis;

  constructor(config: Config, relay: OutboxRelay, logger: Logger) {
    // A connection of its own (subscriber mode), that waits and reconnects forever.
    this.subscriber = createRedis(config.redisUrl, { connectionName: `${config.name}-outbox-listener`, enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', (err) => logger.debug({ err }, 'outbox listener: redis connection error'));
    this.subscriber.on('ready', () => void relay.publishPending());
    this.subscriber.on('message', () => void relay.publishPending());
    // Queued until connected; ioredis subscribes again by itself after a reconnection.
    this.subscriber.subscribe(broadcastChannel(config)).catch(() => undefined);
  }

  close(): void {
    this.subscriber.disconnect();
  }
}
