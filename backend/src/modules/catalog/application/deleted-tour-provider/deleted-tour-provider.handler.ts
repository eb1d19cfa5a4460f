import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { DeletedTourProvider } from './deleted-tour-provider.query';

@injectable()
export class DeletedTourProviderHandler implements QueryHandler<DeletedTourProvider, string | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ tourId }: DeletedTourProvider): Promise<string | null> {
    if (!isUuid(tourId)) return null;
    return (await this.sql.one<{ provider_id: string | null }>('select provider_id from catalog.tour_tombstones where id = ?', [tourId]))?.provider_id ?? null;
  }
}
