import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import type { ListProviderTours } from './list-provider-tours.query';

@injectable()
export class ListProviderToursHandler implements QueryHandler<ListProviderTours, readonly string[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ providerId }: ListProviderTours): Promise<readonly string[]> {
    const rows = await this.sql.rows<{ id: string }>(`select id from catalog.tours where provider_id = ? order by id`, [providerId]);
    return rows.map((r) => r.id);
  }
}
