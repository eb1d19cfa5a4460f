import { currentRequestId } from '../request-context';

/**
 * A fact that happened in a module, named past-tense and versioned
 * (`<module>.<aggregate>.<what happened>.v1`). Payloads carry ids and primitives only, so
 * subscribers read what they need from the current state.
 */
export type EventPayload = Record<string, string | number | boolean | null>;

export interface DomainEvent<N extends string = string, P extends EventPayload = EventPayload> {
  readonly name: N;
  readonly payload: P;
  /** The HTTP request it happened in (set when it is recorded), to follow it in the logs. */
  readonly requestId?: string | null;
}

/** Entities that record events while a command changes them; the unit of work collects them. */
export abstract class AggregateRoot {
  // Optional: the ORM builds loaded entities without running constructors or initialisers.
  private pending?: DomainEvent[];

  protected record(event: DomainEvent): void {
    (this.pending ??= []).push({ ...event, requestId: currentRequestId() });
  }

  /** Hands over the recorded events once (the unit of work writes them to the outbox). */
  pullEvents(): DomainEvent[] {
    const events = this.pending ?? [];
    this.pending = [];
    return events;
  }
}
