import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../migrations';
import { OutboxMessageSchema } from '../messaging/outbox-message';

/** MikroORM on Postgres: entity schemas (no decorators), one migration history for the whole database. */
export function ormOptions(databaseUrl: string, entities: EntitySchema[]): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: [OutboxMessageSchema, ...entities],
    extensions: [Migrator],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    pool: { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
    migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false },
  };
}

export async function createOrm(databaseUrl: string, entities: EntitySchema[]): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, entities));
}

export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.getMigrator().up();
  return done.map((m) => m.name);
}
