import { onServer } from './admin-sql';
import { TEMPLATE_DB_ENV } from './env';

export default async function globalTeardown(): Promise<void> {
  const name = process.env[TEMPLATE_DB_ENV];
  if (name) await onServer((c) => c.query(`drop database if exists "${name}" with (force)`));
}
