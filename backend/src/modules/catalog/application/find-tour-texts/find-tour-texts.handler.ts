import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { FindTourTexts, TourTexts } from './find-tour-texts.query';

@injectable()
export class FindTourTextsHandler implements QueryHandler<FindTourTexts, TourTexts[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(query: FindTourTexts): Promise<TourTexts[]> {
    const ids = query.ids.filter(isUuid);
    if (ids.length === 0) return [];
    // A translation is whole: every word from it where the tour has one, else every word in English.
    return this.sql.rows<TourTexts>(
      `select t.id, coalesce(tt.title, t.title) as title, coalesce(tt.meeting_point, t.meeting_point) as meeting_point, coalesce(tt.language, ?) as lang
       from catalog.tours t left join catalog.tour_translations tt on tt.tour_id = t.id and tt.language = ?
       where t.id = any(?::uuid[])`,
      [SOURCE_LANGUAGE, query.language, arrayLiteral(ids)],
    );
  }
}
