/** Where the test services are: the machine's own Postgres and Redis unless told otherwise. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
export const TEMPLATE_DB_ENV = 'COSTIERA_TEST_TEMPLATE_DB';

export function databaseUrl(name: string): string {
  const u = new URL(TEST_POSTGRES_URL);
  u.pathname = `/${name}`;
  return u.toString();
}
