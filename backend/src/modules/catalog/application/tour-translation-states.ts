import type { catalog, TranslationStates } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { Sql } from '../../../kernel/database/sql';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { translationState, type SiteLanguages } from '../../../kernel/languages';
import { TOKENS } from '../../../kernel/tokens';
import { tourSourceHash, type TourText } from '../domain/tour-translation';

/** A tour's English text from the snake_case shape the API reads and answers. */
export function tourTextOf(row: catalog.TourText): TourText {
  return {
    title: row.title,
    shortDescription: row.short_description,
    description: row.description,
    included: row.included,
    notIncluded: row.not_included,
    meetingPoint: row.meeting_point,
    additionalInfo: row.additional_info,
    duration: row.duration,
  };
}

/** The snake_case shape of a tour's text. */
export function tourTextRow(text: TourText): catalog.TourText {
  return {
    title: text.title,
    short_description: text.shortDescription,
    description: text.description,
    included: [...text.included],
    not_included: [...text.notIncluded],
    meeting_point: text.meetingPoint,
    additional_info: text.additionalInfo,
    duration: text.duration,
  };
}

/** For the admin's tours: where each of the site's other languages stands (missing, stale, current), from the English beside it. */
@injectable()
export class TourTranslationStates {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async of<T extends catalog.TourText & { id: string }>(tours: readonly T[]): Promise<Array<T & { translations: TranslationStates }>> {
    const languages = this.languages.translated;
    const stored = new Map<string, string>();
    if (tours.length > 0 && languages.length > 0) {
      const rows = await this.sql.rows<{ tour_id: string; language: string; source_hash: string }>(
        'select tour_id, language, source_hash from catalog.tour_translations where tour_id = any(?::uuid[]) and language = any(?::text[])',
        [arrayLiteral(tours.map((t) => t.id)), arrayLiteral([...languages])],
      );
      for (const r of rows) stored.set(`${r.tour_id} ${r.language}`, r.source_hash);
    }
    return tours.map((tour) => {
      const current = tourSourceHash(tourTextOf(tour));
      const translations = Object.fromEntries(languages.map((l) => [l, translationState(stored.get(`${tour.id} ${l}`), current)]));
      return { ...tour, translations };
    });
  }
}
