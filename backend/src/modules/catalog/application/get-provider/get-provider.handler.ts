import { inject, injectable } from 'inversify';
import type { catalog } from '@costiera/contracts';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { ADMIN_PROVIDER_SELECT } from '../../infrastructure/provider-read-sql';
import type { GetProvider } from './get-provider.query';

@injectable()
export class GetProviderHandler implements QueryHandler<GetProvider, catalog.AdminProvider | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: GetProvider): Promise<catalog.AdminProvider | null> {
    return (await this.sql.one<catalog.AdminProvider>(`${ADMIN_PROVIDER_SELECT} where p.id = ?`, [query.id])) ?? null;
  }
}
