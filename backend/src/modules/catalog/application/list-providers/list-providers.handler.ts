import { inject, injectable } from 'inversify';
import type { catalog } from '@costiera/contracts';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { pagination } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { providerCountStatement, providerPageStatement } from '../../infrastructure/provider-read-sql';
import type { ListProviders } from './list-providers.query';

@injectable()
export class ListProvidersHandler implements QueryHandler<ListProviders> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ filter }: ListProviders) {
    const count = providerCountStatement(filter);
    const total = (await this.sql.one<{ total: number }>(count.sql, [...count.params]))?.total ?? 0;
    const page = providerPageStatement(filter, total);
    const rows = page ? await this.sql.rows<catalog.AdminProvider>(page.sql, [...page.params]) : [];
    return { data: rows, pagination: pagination(filter.page, filter.limit, total) };
  }
}
