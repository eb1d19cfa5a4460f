import { Queue, type JobsOptions } from 'bullmq';
import { createRedis } from '../redis';
import type { Config } from '../config';
import type { EventPayload } from './domain-event';

/** One BullMQ queue carries every event: one job per event and interested subscriber. */
export const EVENTS_QUEUE = 'events';

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
  /** The HTTP request that caused the event; null for work outside a request. */
  readonly requestId: string | null;
}

export interface EventJobData {
  readonly subscriber: string;
  readonly event: QueuedEvent;
}

/** A delivery's job id, `${eventId}.${subscriber}`: a second publication of the same event adds no second job. */
export function eventJobId(eventId: string, subscriber: string): string {
  return `${eventId}.${subscriber}`;
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

/** The events queue opened for looking at it, with the connection it was given. */
export interface EventsQueueHandle {
  readonly queue: Queue<EventJobData>;
  /** Closes the queue, then its connection (BullMQ leaves a connection it was handed open). */
  close(): Promise<void>;
}

/**
 * A handle on the events queue for looking at it (metrics' job counts, the admin queue view),
 * on a connection of its own; the relay publishes through its own.
 */
export function openEventsQueue(config: Config, connectionName: string): EventsQueueHandle {
  const connection = createRedis(config.redisUrl, { connectionName, maxRetriesPerRequest: null, enableOfflineQueue: true });
  connection.on('error', () => undefined);
  const queue = new Queue<EventJobData>(EVENTS_QUEUE, { connection, prefix: bullPrefix(config) });
  return {
    queue,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
