import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import type { CountTours } from './count-tours.query';

@injectable()
export class CountToursHandler implements QueryHandler<CountTours, number> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<number> {
    return (await this.sql.one<{ n: number }>('select count(*)::int as n from catalog.tours'))?.n ?? 0;
  }
}
