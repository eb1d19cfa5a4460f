import type { ReadCache } from './cache/read-cache';
import type { EntitySchema } from '@mikro-orm/core';
import type { Container } from 'inversify';
import type Router from '@koa/router';
import type { Config } from './config';
import type { CommandBus } from './cqrs/command-bus';
import type { QueryBus } from './cqrs/query-bus';
import type { RouteTable } from './http/route-table';
import type { Subscriber } from './messaging/subscriber';
import type { Metrics } from './metrics/metrics';
import type { SettingsDeclaration } from './settings';

export interface ModuleContext {
  readonly container: Container;
  readonly commands: CommandBus;
  readonly queries: QueryBus;
  readonly config: Config;
  readonly cache: ReadCache;
  /** The process's Prometheus metrics, where a module makes its own counters. */
  readonly metrics: Metrics;
}

/**
 * A bounded module as the kernel sees it: the entity schemas it owns, how it registers its
 * handlers and services, the HTTP routes it binds from its contracts, and the subscribers
 * that react to events (its own or other modules' published ones) in the worker.
 */
export interface AppModule {
  readonly name: string;
  readonly entities: EntitySchema[];
  /** The settings it reads from the environment; the runtime binds them to the declaration's token. */
  readonly settings?: SettingsDeclaration<unknown>;
  register(ctx: ModuleContext): void;
  routes(table: RouteTable, ctx: ModuleContext): void;
  /**
   * Answers outside the JSON API (robots.txt, the sitemap; `RouteTable.page` binds the like from `routes`), mounted
   * before the browser app's static files. Their handlers still only run commands and queries.
   */
  pages?(router: Router, ctx: ModuleContext): void;
  /**
   * Where this module's addresses hold a secret (a link's token): the request log keeps each
   * pattern's first group and masks the rest of what it matches.
   */
  readonly secretPaths?: readonly RegExp[];
  /** Work the worker repeats on a timer (e.g. a deadline sweep); idempotent, safe with several workers. */
  periodic?(ctx: ModuleContext): PeriodicJob[];
  /** Called after every module registered, so subscribers may use any module's handlers. */
  subscribers?(ctx: ModuleContext): Subscriber[];
}

export interface PeriodicJob {
  readonly name: string;
  readonly everyMs: number;
  run(): Promise<void>;
}
