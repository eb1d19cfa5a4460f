import type { catalog } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp, isUuid } from '../../../../kernel/database/postgres';
import { translationState, type SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { tourSourceHash } from '../../domain/tour-translation';
import { tourTextOf } from '../tour-translation-states';
import type { GetTourTranslation, TourTranslationView } from './get-tour-translation.query';

const TEXT = 'title, short_description, description, included, not_included, meeting_point, additional_info, duration';

@injectable()
export class GetTourTranslationHandler implements QueryHandler<GetTourTranslation, TourTranslationView | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute({ tourId, language }: GetTourTranslation): Promise<TourTranslationView | null> {
    this.languages.translation(language);
    if (!isUuid(tourId)) return null;
    const english = await this.sql.one<catalog.TourText>(`select ${TEXT} from catalog.tours where id = ?`, [tourId]);
    if (!english) return null;
    const row = await this.sql.one<catalog.TourTranslation & { source_hash: string }>(
      `select language, ${TEXT}, source_hash, ${isoTimestamp('updated_at')} as updated_at, updated_by
       from catalog.tour_translations where tour_id = ? and language = ?`,
      [tourId, language],
    );
    if (!row) return { tourId, language, english, translation: null };
    const { source_hash: stored, ...text } = row;
    const state = translationState(stored, tourSourceHash(tourTextOf(english))) as 'stale' | 'current';
    return { tourId, language, english, translation: { text, state } };
  }
}
