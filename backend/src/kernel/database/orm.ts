import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { EntitySchema, IMigrator } from '@mikro-orm/core';
import { OutboxMessageSchema } from '../messaging/outbox-message';

export type MigrationList = NonNullable<NonNullable<Options['migrations']>['migrationsList']>;

/** MikroORM on Postgres: entity schemas (no decorators), one migration history for the whole database (`migratorOf`). */
export function ormOptions(databaseUrl: string, entities: EntitySchema[]): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: [OutboxMessageSchema, ...entities],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    /**
     * Changes are written when a unit of work commits (every command's does, in its own
     * transaction), never before a query by the ORM's guess. Our handlers read what they change
     * first and query nothing they have changed, so nothing depends on that guess; and without
     * it the ORM does not turn every scalar property of every entity it creates or loads into
     * a getter/setter pair of its own (the tracking "auto" mode needs; MikroORM's
     * MetadataDiscovery sets trackChanges off for scalars in any other mode), CPU that every
     * command would pay (docs/adr/0003).
     */
    flushMode: 'commit',
    debug: false,
    // Room for the worker's concurrent jobs (WORKER_CONCURRENCY 8, a transaction each) and the api's concurrent requests.
    pool: { min: 0, max: 20 },
    // A prepared statement (Sql.prepared) is planned once per connection, not on each call: Postgres
    // would otherwise keep planning it whenever a custom plan looks cheaper (docs/adr/0028).
    // Only kept plans are concerned (these and PL/pgSQL's); unnamed statements are planned each time.
    driverOptions: { connection: { options: '-c plan_cache_mode=force_generic_plan' } },
    discovery: { warnWhenNoEntities: false },
    migrations: { tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false },
  };
}

export async function createOrm(databaseUrl: string, entities: EntitySchema[]): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, entities));
}

/**
 * `orm`'s migrator over `migrationsList`. The migrator and its dependencies are loaded here, in
 * the processes that migrate (the cli, the tests), not in every api and worker that never do.
 */
export async function migratorOf(orm: MikroORM, migrationsList: MigrationList): Promise<IMigrator> {
  const { Migrator } = await import('@mikro-orm/migrations');
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
  Migrator.register(orm);
  return orm.migrator;
}

export async function migrate(orm: MikroORM, migrationsList: MigrationList): Promise<string[]> {
  const done = await (await migratorOf(orm, migrationsList)).up();
  return done.map((m) => m.name);
}
