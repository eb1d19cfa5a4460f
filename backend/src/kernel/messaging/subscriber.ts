import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from './domain-event';

/** An outbox row as a subscriber receives it: the event's id is the key of every redelivery. */
export interface DeliveredEvent<P extends EventPayload = EventPayload> {
  readonly id: string;
  readonly name: string;
  readonly payload: P;
  /** ISO timestamp of the commit that recorded it. */
  readonly occurredAt: string;
}

/**
 * Reacts to events, at least once. The worker hands it one event it has not handled before,
 * inside a transaction that first records (name, event id) in `messaging.inbox`: a redelivered
 * event is a no-op. Throwing rolls the delivery back (the inbox row too) and the job is retried.
 */
export interface Subscriber {
  /** Stable and unique (`<module>.<what>`): it keys the inbox and the job ids. */
  readonly name: string;
  /** The event names it handles. */
  readonly events: readonly string[];
  /** `em` is the transaction's entity manager: writes made through it commit with the inbox row. */
  handle(event: DeliveredEvent, em: EntityManager): Promise<void>;
}

const SUBSCRIBER_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Every subscriber of the process, by name and by the events they handle. */
export class SubscriberRegistry {
  private readonly byName = new Map<string, Subscriber>();
  private readonly byEvent = new Map<string, Subscriber[]>();

  constructor(subscribers: readonly Subscriber[]) {
    for (const s of subscribers) {
      // Job ids are `${eventId}.${name}`, and BullMQ keys are separated by ':'.
      if (!SUBSCRIBER_NAME.test(s.name)) throw new Error(`subscriber name "${s.name}" must look like module.what (lower case, dots, dashes)`);
      if (this.byName.has(s.name)) throw new Error(`two subscribers are named ${s.name}`);
      this.byName.set(s.name, s);
      for (const event of new Set(s.events)) this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), s]);
    }
  }

  get(name: string): Subscriber | undefined {
    return this.byName.get(name);
  }

  interestedIn(eventName: string): readonly Subscriber[] {
    return this.byEvent.get(eventName) ?? [];
  }

  all(): readonly Subscriber[] {
    return [...this.byName.values()];
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** The event names at least one subscriber handles. */
  eventNames(): string[] {
    return [...this.byEvent.keys()];
  }
}
