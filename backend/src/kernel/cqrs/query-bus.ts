import type { Container, Newable } from 'inversify';

/** A request to read. Query handlers read straight into contract shapes (no domain objects). */
export abstract class Query<R> {
  readonly _result?: R;
}

export interface QueryHandler<Q extends Query<R>, R = Q extends Query<infer X> ? X : never> {
  execute(query: Q): Promise<R>;
}

export class QueryBus {
  private readonly handlers = new Map<Function, Newable<QueryHandler<Query<unknown>, unknown>>>();

  constructor(private readonly container: Container) {}

  register<Q extends Query<R>, R>(query: Newable<Q>, handler: Newable<QueryHandler<Q, R>>): void {
    if (this.handlers.has(query)) throw new Error(`a handler for ${query.name} is registered already`);
    this.handlers.set(query, handler as unknown as Newable<QueryHandler<Query<unknown>, unknown>>);
  }

  execute<R>(query: Query<R>): Promise<R> {
    const handlerClass = this.handlers.get(query.constructor);
    if (!handlerClass) throw new Error(`no handler registered for ${query.constructor.name}`);
    return this.container.get(handlerClass).execute(query) as Promise<R>;
  }
}
