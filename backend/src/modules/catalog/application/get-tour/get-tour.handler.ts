import type { catalog } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { TourCategories } from '../tour-categories';
import type { GetTour } from './get-tour.query';

type Row = Omit<catalog.TourDetail, 'category' | 'category_name'> & { category_id: string };

@injectable()
export class GetTourHandler implements QueryHandler<GetTour, catalog.TourDetail | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
  ) {}

  async execute(query: GetTour): Promise<catalog.TourDetail | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<Row>(
      `select id, title, category_id, rating::text as rating, review_count, images, description, short_description, included, not_included,
              additional_info, meeting_point, location, duration, is_private, free_cancellation, provider_name,
              provider_rating::text as provider_rating, price_from::text as price_from, currency, max_passengers
       from catalog.tours where id = ?`,
      [query.id],
    );
    if (!row) return null;
    const category = (await this.categories.byId()).get(row.category_id);
    const { category_id: _categoryId, ...detail } = row;
    return { ...detail, category: category?.slug ?? '', category_name: category?.name ?? '' };
  }
}
