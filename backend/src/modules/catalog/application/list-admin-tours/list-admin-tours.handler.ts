import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { containsPattern, isUuid, pagination, searchWordPatterns } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { ADMIN_TOUR_SELECT, withCategory, type AdminTourRow } from '../../infrastructure/admin-tour-sql';
import { TourCategories } from '../tour-categories';
import type { ListAdminTours } from './list-admin-tours.query';

@injectable()
export class ListAdminToursHandler implements QueryHandler<ListAdminTours> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
  ) {}

  async execute({ filter }: ListAdminTours) {
    const where: string[] = [];
    const params: unknown[] = [];
    for (const pattern of searchWordPatterns(filter.search)) {
      where.push('t.search_doc like public.search_text(?)');
      params.push(pattern);
    }
    if (filter.category && filter.category !== 'all') {
      if (isUuid(filter.category)) {
        where.push('t.category_id = ?');
        params.push(filter.category);
      } else where.push('false');
    }
    if (filter.location) {
      where.push('public.search_text(t.location) like public.search_text(?)');
      params.push(containsPattern(filter.location));
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [count] = await this.sql.rows<{ total: number }>(`select count(*)::int as total from catalog.tours t ${clause}`, params);
    const rows = await this.sql.rows<AdminTourRow>(`${ADMIN_TOUR_SELECT} ${clause} order by t.created_at desc, t.id desc limit ? offset ?`, [
      ...params,
      filter.limit,
      (filter.page - 1) * filter.limit,
    ]);
    const categories = await this.categories.byId();
    return { data: rows.map((r) => withCategory(r, categories)), pagination: pagination(filter.page, filter.limit, count?.total ?? 0) };
  }
}
