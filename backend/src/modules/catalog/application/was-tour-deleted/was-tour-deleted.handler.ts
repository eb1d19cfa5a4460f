import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { WasTourDeleted } from './was-tour-deleted.query';

@injectable()
export class WasTourDeletedHandler implements QueryHandler<WasTourDeleted, boolean> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ id }: WasTourDeleted): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.sql.one('select 1 from catalog.tour_tombstones where id = ?', [id])) !== null;
  }
}
