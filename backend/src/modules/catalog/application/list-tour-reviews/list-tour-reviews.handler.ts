import type { catalog } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { ListTourReviews } from './list-tour-reviews.query';

@injectable()
export class ListTourReviewsHandler implements QueryHandler<ListTourReviews, catalog.Review[] | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: ListTourReviews): Promise<catalog.Review[] | null> {
    if (!isUuid(query.tourId)) return null;
    const tour = await this.sql.one<{ id: string }>('select id from catalog.tours where id = ?', [query.tourId]);
    if (!tour) return null;
    return this.sql.rows<catalog.Review>(
      `select id, title, rating::int as rating, date, content, author_initials as "authorInitials", author_name as "authorName"
       from catalog.reviews where tour_id = ? order by created_at desc, id`,
      [query.tourId],
    );
  }
}
