import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Client } from 'pg';
import Redis from 'ioredis';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pids: number[]; db: string; pgBase: string; redisPrefix: string };
  for (const pid of state.pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  const client = new Client({ connectionString: state.pgBase });
  await client.connect();
  await client.query(`drop database if exists "${state.db}" with (force)`);
  await client.end();
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0');
  const keys = await redis.keys(`${state.redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(STATE_FILE);
}
