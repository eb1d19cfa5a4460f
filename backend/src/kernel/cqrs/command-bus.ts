import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Container, Newable } from 'inversify';
import { OutboxMessage } from '../messaging/outbox-message';
import { AggregateRoot } from '../messaging/domain-event';
import { UnitOfWork } from './unit-of-work';
import { CreationGroup, type Creation } from './creation-groups';
import type { AuditTrail } from '../audit/audit-trail';

/** A request to change state. `R` is what the handler answers (an id, a view). */
export abstract class Command<R = void> {
  /** Carries the result type only; never set. */
  readonly _result?: R;
}

export interface CommandHandler<C extends Command<R>, R = C extends Command<infer X> ? X : never> {
  execute(command: C, uow: UnitOfWork): Promise<R>;
}

export type AfterCommit = (messages: readonly OutboxMessage[]) => void;

type AnyHandler = CommandHandler<Command<unknown>, unknown>;

/**
 * One handler per command, resolved from the container. Every command runs in a unit of
 * work: one Postgres transaction that flushes the entities and inserts the recorded events
 * into `messaging.outbox`. Only after the commit do `afterCommit` listeners see the events,
 * so a rolled-back command publishes nothing.
 */
export class CommandBus {
  private readonly handlers = new Map<Function, Newable<AnyHandler>>();
  private readonly grouped = new Map<Function, { handler: Newable<AnyHandler>; group: CreationGroup<unknown> }>();
  private readonly afterCommit: AfterCommit[] = [];
  /** Set while `asHistory` runs. */
  private history = false;
  private auditTrail: AuditTrail | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly container: Container,
  ) {}

  register<C extends Command<R>, R>(command: Newable<C> | (abstract new (...args: never[]) => C), handler: Newable<CommandHandler<C, R>>): void {
    if (this.handlers.has(command) || this.grouped.has(command)) throw new Error(`a handler for ${command.name} is registered already`);
    this.handlers.set(command, handler as unknown as Newable<AnyHandler>);
  }

  /**
   * A command whose handler only persists new aggregates, committed together with those that
   * arrive meanwhile (kernel/cqrs/creation-groups.ts). The handler is an ordinary one: what it
   * persists on its unit of work is committed in its group's.
   */
  registerGrouped<C extends Command<R>, R>(command: Newable<C>, handler: Newable<CommandHandler<C, R>>): void {
    if (this.handlers.has(command) || this.grouped.has(command)) throw new Error(`a handler for ${command.name} is registered already`);
    const group = new CreationGroup<unknown>((entities) =>
      this.inUnitOfWork(async (uow) => {
        // New rows only: inserted as built, one statement per table, without the change tracking
        // and identity map of a flush, which nothing reads after the commit (docs/adr/0028).
        for (const entity of entities) if (entity instanceof AggregateRoot) uow.record(...entity.pullEvents());
        for (const rows of byClassInOrder(entities)) await uow.em.insertMany(rows);
      }),
    );
    this.grouped.set(command, { handler: handler as unknown as Newable<AnyHandler>, group });
  }

  /**
   * Runs `work` with the events of its commands recorded as history: written to the outbox
   * already published and settled, so no worker ever delivers them (a seed's demo data: no
   * emails to its fictional people). Not for concurrent use with ordinary commands.
   */
  async asHistory<T>(work: () => Promise<T>): Promise<T> {
    this.history = true;
    try {
      return await work();
    } finally {
      this.history = false;
    }
  }

  /** Where the audit records of every unit of work are appended, in its transaction. */
  useAuditTrail(trail: AuditTrail): void {
    this.auditTrail = trail;
  }

  onCommitted(listener: AfterCommit): void {
    this.afterCommit.push(listener);
  }

  async execute<R>(command: Command<R>): Promise<R> {
    const grouped = this.grouped.get(command.constructor);
    if (grouped) {
      const handler = this.container.get(grouped.handler);
      return (await grouped.group.submit(() => this.staged(handler, command))) as R;
    }
    const registered = this.handlers.get(command.constructor);
    if (!registered) throw new Error(`no handler registered for ${command.constructor.name}`);
    const handler = this.container.get(registered);
    return (await this.inUnitOfWork((uow) => handler.execute(command, uow))) as R;
  }

  /**
   * A grouped command's handler run on a unit of work of its own that never commits (the
   * handler reads through the query bus and SQL, not through it): the entities it persisted
   * are committed with its group's.
   */
  private async staged(handler: AnyHandler, command: Command<unknown>): Promise<Creation<unknown>> {
    const uow = new UnitOfWork(this.orm.em.fork());
    const result = await handler.execute(command, uow);
    if (uow.collectAudit().length > 0) throw new Error(`${command.constructor.name}: a grouped command cannot record audit entries`);
    return { entities: [...uow.em.getUnitOfWork().getPersistStack()], result };
  }

  /** Runs `work` in one transaction that also writes the events it recorded to the outbox; listeners hear of them after the commit. */
  private async inUnitOfWork<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    let messages: OutboxMessage[] = [];
    const result = await this.orm.em.fork().transactional(async (em) => {
      const uow = new UnitOfWork(em);
      // A handler may flush early (to answer a constraint error as a 409); that flush drops the
      // entities it removes from the unit of work, so their events are kept just before it.
      // (The transaction's entity manager has an event manager of its own.)
      em.getEventManager().registerSubscriber({ beforeFlush: () => uow.keepEvents() });
      const answer = await work(uow);
      // Collect before flushing: a flush drops removed entities from the unit of work, and their events with them.
      messages = this.outboxMessages(uow);
      if (messages.length > 0) await em.insertMany(messages);
      const audited = uow.collectAudit();
      if (audited.length > 0) {
        if (!this.auditTrail) throw new Error('audit entries recorded but no audit trail is bound');
        // The command's own writes first: the chain's lock is then held only for the append and the commit.
        await em.flush();
        await this.auditTrail.append(em, audited);
      }
      return answer;
    });
    for (const listener of this.afterCommit) listener(messages);
    return result;
  }

  /** The events a unit of work recorded, as the outbox rows its commit writes. */
  private outboxMessages(uow: UnitOfWork): OutboxMessage[] {
    const now = new Date();
    return uow.collectEvents().map((e) => {
      const message = new OutboxMessage(randomUUID(), e.name, e.payload, now, e.requestId ?? null);
      if (this.history) message.publishedAt = message.settledAt = now;
      return message;
    });
  }
}

/**
 * Entities grouped by class, the classes in the order they were first persisted: a grouped
 * handler persists a row before the rows that refer to it.
 */
function byClassInOrder(entities: readonly object[]): object[][] {
  const groups = new Map<Function, object[]>();
  for (const entity of entities) {
    const rows = groups.get(entity.constructor);
    if (rows) rows.push(entity);
    else groups.set(entity.constructor, [entity]);
  }
  return [...groups.values()];
}
