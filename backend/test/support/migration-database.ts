import { randomBytes } from 'node:crypto';
import type { IMigrator } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createOrm, migratorOf } from '../../src/kernel/database/orm';
import { migrationsList } from '../../src/migrations';
import { modules } from '../../src/modules';
import { onServer } from './admin-sql';
import { databaseUrl } from './env';

/**
 * An empty database of the file's own with the ORM set up and no migration run, so a migration
 * test can migrate it step by step (made before the file's tests, dropped after them).
 */
export function migrationDatabase() {
  const databaseName = `costiera_test_mig_${randomBytes(6).toString('hex')}`;
  let orm: MikroORM | undefined;
  let migrator: IMigrator | undefined;
  beforeAll(async () => {
    await onServer((c) => c.query(`create database "${databaseName}"`));
    orm = (await createOrm(databaseUrl(databaseName), modules.flatMap((m) => m.entities))) as MikroORM;
    migrator = await migratorOf(orm, migrationsList);
  });
  afterAll(async () => {
    await orm?.close(true);
    await onServer((c) => c.query(`drop database if exists "${databaseName}" with (force)`));
  });
  const sql = <T>(q: string, p: unknown[] = []) => orm!.em.getConnection().execute<T[]>(q, p);
  return { migrator: () => migrator!, sql };
}
