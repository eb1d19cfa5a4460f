import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindSimilarTours, SimilarTour } from './find-similar-tours.query';

@injectable()
export class FindSimilarToursHandler implements QueryHandler<FindSimilarTours, SimilarTour[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: FindSimilarTours): Promise<SimilarTour[]> {
    if (!isUuid(query.tourId)) return [];
    return this.sql.rows<SimilarTour>(
      `select o.id, coalesce(ot.title, o.title) as title, coalesce(ot.language, ?) as lang, o.location, o.rating::text as rating
       from catalog.tours t join catalog.tours o
         on o.id <> t.id and (o.category_id = t.category_id or public.search_text(o.location) = public.search_text(t.location))
         left join catalog.tour_translations ot on ot.tour_id = o.id and ot.language = ?
       where t.id = ?
       order by o.rating desc, o.review_count desc, o.id
       limit ?`,
      [SOURCE_LANGUAGE, query.language, query.tourId, query.limit],
    );
  }
}
