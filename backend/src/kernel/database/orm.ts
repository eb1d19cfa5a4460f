import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { OutboxMessageSchema } from '../messaging/outbox-message';

export type MigrationList = NonNullable<NonNullable<Options['migrations']>['migrationsList']>;

/** MikroORM on Postgres: entity schemas (no decorators), one migration history for the whole database (the composition root hands it in). */
export function ormOptions(databaseUrl: string, entities: EntitySchema[], migrationsList: MigrationList = []): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: [OutboxMessageSchema, ...entities],
    extensions: [Migrator],
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
    migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false },
  };
}

export async function createOrm(databaseUrl: string, entities: EntitySchema[], migrationsList: MigrationList = []): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, entities, migrationsList));
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.getMigrator().up();
  return done.map((m) => m.name);
}
