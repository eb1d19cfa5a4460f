import { Client } from 'pg';
import { TEST_POSTGRES_URL } from './env';

/** Runs statements on the server's maintenance database (create / drop test databases). */
export async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
