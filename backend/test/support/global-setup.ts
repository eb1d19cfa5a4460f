import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createOrm, migrate } from '../../src/kernel/database/orm';
import { modules } from '../../src/modules';
import { migrationsList } from '../../src/migrations';
import { onServer } from './admin-sql';
import { TEMPLATE_DB_ENV, databaseUrl } from './env';

/**
 * Builds one template database with every migration applied; each test file then gets its
 * own copy (CREATE DATABASE ... TEMPLATE), which takes milliseconds instead of migrating.
 */
export default async function globalSetup(): Promise<void> {
  const name = `costiera_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer((c) => c.query(`create database "${name}"`));
  const orm = await createOrm(databaseUrl(name), modules.flatMap((m) => m.entities));
  try {
    await migrate(orm, migrationsList);
  } finally {
    await orm.close(true);
  }
  process.env[TEMPLATE_DB_ENV] = name;
}
