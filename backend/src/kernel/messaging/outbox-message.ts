import { EntitySchema } from '@mikro-orm/core';
import type { EventPayload } from './domain-event';

/** A domain event waiting in `messaging.outbox` to be published after its transaction commits. */
export class OutboxMessage {
  publishedAt: Date | null = null;
  /** Every subscriber handled it (or its job is kept as failed): the reconciler looks no more. */
  settledAt: Date | null = null;
  attempts = 0;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly payload: EventPayload,
    readonly occurredAt: Date,
    /** The HTTP request that caused it, if any (kernel/request-context.ts). */
    readonly requestId: string | null = null,
  ) {}
}

export const OutboxMessageSchema = new EntitySchema<OutboxMessage>({
  class: OutboxMessage,
  tableName: 'outbox',
  schema: 'messaging',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    payload: { type: 'json' },
    occurredAt: { type: 'Date', fieldName: 'occurred_at' },
    publishedAt: { type: 'Date', fieldName: 'published_at', nullable: true },
    settledAt: { type: 'Date', fieldName: 'settled_at', nullable: true },
    attempts: { type: 'integer', default: 0 },
    requestId: { type: 'text', fieldName: 'request_id', nullable: true },
  },
});
