import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Plain SQL for the read side: query handlers select straight into contract shapes.
 * Placeholders are `?` (bound by the driver, never interpolated).
 */
export class Sql {
  constructor(private readonly orm: MikroORM) {}

  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.orm.em.getConnection().execute(sql, params, 'all')) as T[];
  }

  async one<T>(sql: string, params: unknown[] = []): Promise<T | null> {
    const rows = await this.rows<T>(sql, params);
    return rows[0] ?? null;
  }
}
