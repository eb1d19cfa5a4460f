import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { pagination } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { withCategory, type AdminTourRow } from '../../infrastructure/admin-tour-sql';
import { adminTourCountStatement, adminTourPageStatement } from '../../infrastructure/admin-tour-list-sql';
import { TourCategories } from '../tour-categories';
import { TourTranslationStates } from '../tour-translation-states';
import type { ListAdminTours } from './list-admin-tours.query';

@injectable()
export class ListAdminToursHandler implements QueryHandler<ListAdminTours> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
    @inject(TourTranslationStates) private readonly translations: TourTranslationStates,
  ) {}

  async execute({ filter }: ListAdminTours) {
    const count = adminTourCountStatement(filter);
    const total = (await this.sql.one<{ total: number }>(count.sql, [...count.params]))?.total ?? 0;
    const page = adminTourPageStatement(filter, total);
    const rows = page ? await this.sql.rows<AdminTourRow>(page.sql, [...page.params]) : [];
    const categories = await this.categories.byId();
    return { data: await this.translations.of(rows.map((r) => withCategory(r, categories))), pagination: pagination(filter.page, filter.limit, total) };
  }
}
