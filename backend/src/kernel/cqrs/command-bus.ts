import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Container, Newable } from 'inversify';
import { OutboxMessage } from '../messaging/outbox-message';
import { UnitOfWork } from './unit-of-work';

/** A request to change state. `R` is what the handler answers (an id, a view). */
export abstract class Command<R = void> {
  /** Carries the result type only; never set. */
  readonly _result?: R;
}

export interface CommandHandler<C extends Command<R>, R = C extends Command<infer X> ? X : never> {
  execute(command: C, uow: UnitOfWork): Promise<R>;
}

export type AfterCommit = (messages: readonly OutboxMessage[]) => void;

/**
 * One handler per command, resolved from the container. Every command runs in a unit of
 * work: one Postgres transaction that flushes the entities and inserts the recorded events
 * into `messaging.outbox`. Only after the commit do `afterCommit` listeners see the events,
 * so a rolled-back command publishes nothing.
 */
export class CommandBus {
  private readonly handlers = new Map<Function, Newable<CommandHandler<Command<unknown>, unknown>>>();
  private readonly afterCommit: AfterCommit[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly container: Container,
  ) {}

  register<C extends Command<R>, R>(command: Newable<C> | (abstract new (...args: never[]) => C), handler: Newable<CommandHandler<C, R>>): void {
    if (this.handlers.has(command)) throw new Error(`a handler for ${command.name} is registered already`);
    this.handlers.set(command, handler as unknown as Newable<CommandHandler<Command<unknown>, unknown>>);
  }

  onCommitted(listener: AfterCommit): void {
    this.afterCommit.push(listener);
  }

  async execute<R>(command: Command<R>): Promise<R> {
    const handlerClass = this.handlers.get(command.constructor);
    if (!handlerClass) throw new Error(`no handler registered for ${command.constructor.name}`);
    const handler = this.container.get(handlerClass);
    let messages: OutboxMessage[] = [];
    const result = await this.orm.em.fork().transactional(async (em) => {
      const uow = new UnitOfWork(em);
      const answer = await handler.execute(command, uow);
      // Collect before flushing: a flush drops removed entities from the unit of work, and their events with them.
      const now = new Date();
      messages = uow.collectEvents().map((e) => new OutboxMessage(randomUUID(), e.name, e.payload, now));
      for (const m of messages) em.persist(m);
      return answer;
    });
    for (const listener of this.afterCommit) listener(messages);
    return result as R;
  }
}
