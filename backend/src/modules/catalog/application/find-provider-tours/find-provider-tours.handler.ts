import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindProviderTours } from './find-provider-tours.query';

@injectable()
export class FindProviderToursHandler implements QueryHandler<FindProviderTours, { id: string; title: string }[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ providerId }: FindProviderTours): Promise<{ id: string; title: string }[]> {
    return this.sql.rows<{ id: string; title: string }>(`select id, title from catalog.tours where provider_id = ? order by title, id`, [providerId]);
  }
}
