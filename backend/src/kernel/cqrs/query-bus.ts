import type { Container, Newable } from 'inversify';

/** A request to read. Query handlers read straight into contract shapes (no domain objects). */
export abstract class Query<R> {
  readonly _result?: R;
}

export interface QueryHandler<Q extends Query<R>, R = Q extends Query<infer X> ? X : never> {
  execute(query: Q): Promise<R>;
}

/**
 * One handler per query, resolved from the container once and then kept: query handlers are
 * singletons (every module binds them so), and a read on the hot path (the admin guard's user
 * lookup, a cached answer's miss) should not pay for a container resolution each time.
 */
export class QueryBus {
  private readonly handlers = new Map<Function, Newable<QueryHandler<Query<unknown>, unknown>>>();
  private readonly resolved = new Map<Function, QueryHandler<Query<unknown>, unknown>>();

  constructor(private readonly container: Container) {}

  register<Q extends Query<R>, R>(query: Newable<Q>, handler: Newable<QueryHandler<Q, R>>): void {
    if (this.handlers.has(query)) throw new Error(`a handler for ${query.name} is registered already`);
    this.handlers.set(query, handler as unknown as Newable<QueryHandler<Query<unknown>, unknown>>);
  }

  execute<R>(query: Query<R>): Promise<R> {
    let handler = this.resolved.get(query.constructor);
    if (!handler) {
      const handlerClass = this.handlers.get(query.constructor);
      if (!handlerClass) throw new Error(`no handler registered for ${query.constructor.name}`);
      handler = this.container.get(handlerClass);
      this.resolved.set(query.constructor, handler);
    }
    return handler.execute(query) as Promise<R>;
  }
}
