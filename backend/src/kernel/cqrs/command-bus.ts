import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Container, Newable } from 'inversify';
import { AppError } from '../errors';
import { OutboxMessage } from '../messaging/outbox-message';
import { insertOnlyStatement, runInsertStatement } from './insert-statement';
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

type AnyHandler = CommandHandler<Command<unknown>, unknown>;

interface Waiting {
  readonly command: Command<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/** Commands of one kind that one transaction takes at most. */
const GROUP_MAX = 100;
/**
 * Transactions of grouped commands of one kind in flight at once: one, so that while it commits
 * the next group gathers everything that arrives (measured with one insert statement per group,
 * api alone at 20 connections: 3,010 booking requests/s against 2,570 with two in flight and
 * 2,240 with three: fewer and larger statements).
 */
const GROUPS_IN_FLIGHT = 1;
/** Turns of the event loop a group waits at most for more commands while they keep arriving. */
const GATHER_TURNS = 8;

interface Registration {
  readonly handler: Newable<AnyHandler>;
  /** Set for kinds registered with `registerGrouped`. */
  readonly group?: { queue: Waiting[]; inFlight: number; starting: boolean };
}

/**
 * One handler per command, resolved from the container. Every command runs in a unit of
 * work: one Postgres transaction that flushes the entities and inserts the recorded events
 * into `messaging.outbox`. Only after the commit do `afterCommit` listeners see the events,
 * so a rolled-back command publishes nothing.
 *
 * A kind registered with `registerGrouped` (many independent small commands: travellers'
 * booking requests) shares transactions: commands that arrive while earlier ones of their kind
 * are being committed wait and are then committed together (group commit): when the group's
 * unit of work holds only new entities, they and the outbox rows are one multi-row insert
 * statement, a transaction of its own (one round trip); otherwise one flush and one commit
 * for the lot. At rest a group is one command and nothing waits. A command whose
 * handler refuses it (an AppError, before it changed anything) is answered alone; any other
 * failure rolls the group back and its commands run again one by one, each in its own unit
 * of work, so no command's fate depends on another's. Grouped handlers must therefore do
 * nothing outside their unit of work.
 */
export class CommandBus {
  private readonly handlers = new Map<Function, Registration>();
  private readonly afterCommit: AfterCommit[] = [];
  /** Set while `asHistory` runs. */
  private history = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly container: Container,
  ) {}

  register<C extends Command<R>, R>(command: Newable<C> | (abstract new (...args: never[]) => C), handler: Newable<CommandHandler<C, R>>): void {
    if (this.handlers.has(command)) throw new Error(`a handler for ${command.name} is registered already`);
    this.handlers.set(command, { handler: handler as unknown as Newable<AnyHandler> });
  }

  registerGrouped<C extends Command<R>, R>(command: Newable<C>, handler: Newable<CommandHandler<C, R>>): void {
    if (this.handlers.has(command)) throw new Error(`a handler for ${command.name} is registered already`);
    this.handlers.set(command, { handler: handler as unknown as Newable<AnyHandler>, group: { queue: [], inFlight: 0, starting: false } });
  }

  /**
   * Runs `work` with the events of its commands recorded as history: written to the outbox
   * already published and settled, so no worker ever delivers them (the seed's demo data: no
   * emails to its fictional travellers). Not for concurrent use with ordinary commands.
   */
  async asHistory<T>(work: () => Promise<T>): Promise<T> {
    this.history = true;
    try {
      return await work();
    } finally {
      this.history = false;
    }
  }

  onCommitted(listener: AfterCommit): void {
    this.afterCommit.push(listener);
  }

  async execute<R>(command: Command<R>): Promise<R> {
    const registration = this.handlers.get(command.constructor);
    if (!registration) throw new Error(`no handler registered for ${command.constructor.name}`);
    if (!registration.group) return (await this.alone(registration, command)) as R;
    const { group } = registration;
    return new Promise<R>((resolve, reject) => {
      group.queue.push({ command, resolve: resolve as (v: unknown) => void, reject });
      if (group.inFlight < GROUPS_IN_FLIGHT && !group.starting) this.startSoon(registration);
    });
  }

  /**
   * Starts a group once the commands arriving now have joined it: after each turn of the event
   * loop that brought more (answers to a group go out together, so the next requests of their
   * connections arrive together, read over a few turns), at most GATHER_TURNS turns. A lone
   * command waits one turn.
   */
  private startSoon(registration: Registration): void {
    const group = registration.group!;
    group.starting = true;
    let seen = group.queue.length;
    let turns = 0;
    const check = () => {
      turns++;
      if (group.queue.length > seen && group.queue.length < GROUP_MAX && turns < GATHER_TURNS) {
        seen = group.queue.length;
        setImmediate(check);
        return;
      }
      group.starting = false;
      if (group.inFlight < GROUPS_IN_FLIGHT) this.startGroup(registration);
    };
    setImmediate(check);
  }

  private startGroup(registration: Registration): void {
    const group = registration.group!;
    if (group.queue.length === 0) return;
    group.inFlight++;
    const members = group.queue.splice(0, GROUP_MAX);
    void this.together(registration, members).finally(() => {
      group.inFlight--;
      if (group.queue.length > 0) this.startGroup(registration);
    });
  }

  private async alone(registration: Registration, command: Command<unknown>): Promise<unknown> {
    const handler = this.container.get(registration.handler);
    const { result, messages } = await this.transaction(async (uow) => handler.execute(command, uow));
    this.committed(messages);
    return result;
  }

  private async together(registration: Registration, members: Waiting[]): Promise<void> {
    const refused = new Map<Waiting, unknown>();
    let outcome: { result: Map<Waiting, unknown>; messages: OutboxMessage[] };
    try {
      outcome = (await this.insertedTogether(registration, members, refused)) ?? (await this.transaction((uow) => this.runMembers(registration, members, uow, refused)));
    } catch {
      for (const member of members) {
        if (refused.has(member)) member.reject(refused.get(member));
        else await this.alone(registration, member.command).then(member.resolve, member.reject);
      }
      return;
    }
    this.committed(outcome.messages);
    for (const member of members) {
      if (refused.has(member)) member.reject(refused.get(member));
      else member.resolve(outcome.result.get(member));
    }
  }

  /**
   * The group's handlers run in a unit of work outside any transaction; when all they did is
   * create entities (a booking request does), those and the outbox rows are written by one
   * statement, which is its own transaction: one round trip to Postgres for the whole group.
   * Answers null, having written nothing, when the unit of work holds more than new entities;
   * the group then runs again in an ordinary transaction.
   */
  private async insertedTogether(
    registration: Registration,
    members: Waiting[],
    refused: Map<Waiting, unknown>,
  ): Promise<{ result: Map<Waiting, unknown>; messages: OutboxMessage[] } | null> {
    const uow = new UnitOfWork(this.orm.em.fork());
    const result = await this.runMembers(registration, members, uow, refused);
    const messages = this.outboxMessages(uow);
    const statement = insertOnlyStatement(uow.em, [...uow.em.getUnitOfWork().getPersistStack(), ...messages]);
    if (!statement) {
      refused.clear();
      return null;
    }
    // Bound by the driver (MikroORM's `execute` would first write every value into the SQL text).
    await runInsertStatement(uow.em, statement);
    return { result, messages };
  }

  /** Runs each member's handler in `uow`; a member refused before it touched anything is noted in `refused`, the others go on. */
  private async runMembers(registration: Registration, members: Waiting[], uow: UnitOfWork, refused: Map<Waiting, unknown>): Promise<Map<Waiting, unknown>> {
    const handler = this.container.get(registration.handler);
    const results = new Map<Waiting, unknown>();
    const { em } = uow;
    for (const member of members) {
      const before = em.getUnitOfWork().getPersistStack().size;
      try {
        results.set(member, await handler.execute(member.command, uow));
      } catch (err) {
        if (err instanceof AppError && em.getUnitOfWork().getPersistStack().size === before) refused.set(member, err);
        else throw err;
      }
    }
    return results;
  }

  private async transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<{ result: T; messages: OutboxMessage[] }> {
    let messages: OutboxMessage[] = [];
    const result = await this.orm.em.fork().transactional(async (em) => {
      const uow = new UnitOfWork(em);
      const answer = await work(uow);
      // Collect before flushing: a flush drops removed entities from the unit of work, and their events with them.
      messages = this.outboxMessages(uow);
      for (const m of messages) em.persist(m);
      return answer;
    });
    return { result, messages };
  }

  /** The events a unit of work recorded, as the outbox rows its commit writes. */
  private outboxMessages(uow: UnitOfWork): OutboxMessage[] {
    const now = new Date();
    return uow.collectEvents().map((e) => {
      const message = new OutboxMessage(randomUUID(), e.name, e.payload, now);
      if (this.history) message.publishedAt = message.settledAt = now;
      return message;
    });
  }

  private committed(messages: OutboxMessage[]): void {
    for (const listener of this.afterCommit) listener(messages);
  }
}

