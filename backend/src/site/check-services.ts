import { Client } from 'pg';
import Redis from 'ioredis';
import type { Config } from '../kernel/config';

/**
 * Fails fast, naming what is unreachable, and creates the application database when the
 * server answers but the database does not exist yet (a fresh machine).
 */
export async function checkServices(config: Config): Promise<string> {
  const db = new URL(config.databaseUrl);
  const name = decodeURIComponent(db.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`DATABASE_URL names an unusual database "${name}"`);
  const server = new URL(config.databaseUrl);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`Postgres is not reachable at ${db.host} (DATABASE_URL): ${(err as Error).message}`);
  }
  let created = false;
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`create database "${name}"`);
      created = true;
    }
  } finally {
    await client.end();
  }
  const redis = new Redis(config.redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Redis is not reachable at ${new URL(config.redisUrl).host} (REDIS_URL): ${(err as Error).message}`);
  } finally {
    redis.disconnect();
  }
  return `Postgres ${db.host}/${name}${created ? ' (database created)' : ''} and Redis ${new URL(config.redisUrl).host} answer`;
}
