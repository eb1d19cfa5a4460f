/**
 * A tour's text in the reader's language, in SQL over `catalog.tours t`: the join of its
 * translation (alias `tt`, bound to the language: English has no rows, so none joins), each
 * translatable column from the translation where it has one, and the languages it is translated into.
 */
export const READER_TEXT_JOIN = 'left join catalog.tour_translations tt on tt.tour_id = t.id and tt.language = ?';

/**
 * `column` of the tour in the reader's language, named `as`: the translation's where the tour has
 * one (all of its fields, so a page is never part one language, part the other), else the English.
 */
export const readerColumn = (column: string, as = column): string => `case when tt.tour_id is null then t.${column} else tt.${column} end as ${as}`;

/** The translation's language (null: the text is English) and every language the tour is translated into. */
export const READER_LANGUAGE_COLUMNS =
  'tt.language as text_language, array(select x.language from catalog.tour_translations x where x.tour_id = t.id) as translated_into';

export interface ReaderLanguageRow {
  text_language: string | null;
  translated_into: string[];
}
