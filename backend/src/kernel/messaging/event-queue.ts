import { Queue, type JobsOptions } from 'bullmq';
import { createRedis } from '../redis';
import type { Config } from '../config';
import type { EventPayload } from './domain-event';

/** One BullMQ queue carries every event: one job per delivery (a subscriber and up to DELIVERY_MAX of its events). */
export const EVENTS_QUEUE = 'events';

/**
 * Events one job carries at most. A publication of more rows goes out as several deliveries;
 * at rest a delivery is one event. Each job costs three BullMQ scripts and a transaction
 * whatever its size, so under a burst of bookings the worker's cost per event is the work
 * itself (the emails), not the queue's.
 */
export const DELIVERY_MAX = 100;

/** BullMQ's key prefix, under the process's REDIS_PREFIX so test runs and sites never share keys. */
export function bullPrefix(config: Config): string {
  return `${config.redisPrefix}bull`;
}

/** An outbox row as a job carries it. */
export interface QueuedEvent {
  readonly eventId: string;
  readonly eventName: string;
  readonly payload: EventPayload;
  readonly occurredAt: string;
}

export interface EventJobData {
  readonly subscriber: string;
  /** In commit order. */
  readonly events: readonly QueuedEvent[];
}

/**
 * A delivery's job id: the key of its part of the publication (the rows' `delivery_key`: the
 * event's id for a part of one row) and the subscriber, so a second publication of the same
 * rows adds no second job. A delivery of one event is `${eventId}.${subscriber}`.
 */
export function eventJobId(deliveryKey: string, subscriber: string): string {
  return `${deliveryKey}.${subscriber}`;
}

/** Retries with exponential backoff; failed jobs are kept for inspection, completed ones for a day. */
export function eventJobOptions(config: Config): JobsOptions {
  return {
    attempts: config.events.attempts,
    backoff: { type: 'exponential', delay: config.events.backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 50_000 },
    removeOnFail: false,
  };
}

/**
 * A handle on the events queue for looking at it (metrics' job counts, the admin queue view),
 * on a connection of its own; the relay publishes through its own.
 */
export function openEventsQueue(config: Config, connectionName: string): Queue<EventJobData> {
  const connection = createRedis(config.redisUrl, { connectionName, maxRetriesPerRequest: null, enableOfflineQueue: true });
  connection.on('error', () => undefined);
  const queue = new Queue<EventJobData>(EVENTS_QUEUE, { connection, prefix: bullPrefix(config) });
  // BullMQ leaves a connection it was handed open: closing the queue closes it too.
  const close = queue.close.bind(queue);
  queue.close = async () => {
    await close();
    connection.disconnect();
  };
  return queue;
}
