import type { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import { health } from '@costiera/contracts';
import { AppError } from '../kernel/errors';
import type { RouteTable } from '../kernel/http/route-table';

/**
 * `/healthz`: the process answers. `/readyz`: Postgres and Redis answer too (503 naming what is
 * down), and the process is not draining (503 from SIGTERM on, so load balancers move on).
 */
export function healthRoutes(table: RouteTable, orm: MikroORM, redis: Redis, draining: () => boolean = () => false): void {
  table.add(health.healthz, async () => ({ status: 'ok', checks: {} }));
  table.add(health.readyz, async () => {
    if (draining()) throw new AppError(503, 'unavailable', 'Draining: this process is stopping');
    const checks: Record<string, string> = {
      postgres: await orm.em
        .getConnection()
        .execute('select 1')
        .then(() => 'ok')
        .catch((e: Error) => `down: ${e.message}`),
      redis: await redis
        .ping()
        .then(() => 'ok')
        .catch((e: Error) => `down: ${e.message}`),
    };
    const down = Object.entries(checks).filter(([, v]) => v !== 'ok');
    if (down.length > 0) {
      throw new AppError(503, 'unavailable', `Not ready: ${down.map(([k]) => k).join(', ')} unreachable`, down.map(([field, message]) => ({ field, message })));
    }
    return { status: 'ok', checks };
  });
}
