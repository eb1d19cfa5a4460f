import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { searchWordPatterns } from '../../../kernel/database/postgres';

/** A condition on a tour (alias `t`) with its bound values; null: the search has no words. */
export interface SearchCondition {
  readonly sql: string;
  readonly params: unknown[];
}

/** English as it always matched: every word somewhere in the title, descriptions or location, ignoring case and accents (trigram index). */
function englishMatch(search: string | undefined): SearchCondition | null {
  const patterns = searchWordPatterns(search);
  if (patterns.length === 0) return null;
  return { sql: `(${patterns.map(() => 't.search_doc like public.search_text(?)').join(' and ')})`, params: patterns };
}

/**
 * The tour's translation into `language` matches: full-text search with the language's text
 * search configuration (public.search_configuration) over accent-folded words of its title and
 * descriptions, and of the tour's location.
 */
function translationMatch(search: string, language: string): SearchCondition {
  return {
    sql: `exists (select 1 from catalog.tour_translations s
                  where s.tour_id = t.id and s.language = ?
                    and (s.search_vector || to_tsvector(public.search_configuration(?), public.search_text(t.location)))
                        @@ plainto_tsquery(public.search_configuration(?), public.search_text(?)))`,
    params: [language, language, language, search.slice(0, 800)],
  };
}

/**
 * What a traveller's search matches in their language: a tour translated into it by its
 * translation's words; a tour shown in English (untranslated, or an English reader) as English
 * always matched.
 */
export function readerSearch(search: string | undefined, language: string): SearchCondition | null {
  const english = englishMatch(search);
  if (!english || language === SOURCE_LANGUAGE) return english;
  const translated = translationMatch(search!, language);
  return {
    sql: `(${translated.sql} or (not exists (select 1 from catalog.tour_translations u where u.tour_id = t.id and u.language = ?) and ${english.sql}))`,
    params: [...translated.params, language, ...english.params],
  };
}

/** What staff's search matches: the English, and with a language the tours' translations into it too. */
export function staffSearch(search: string | undefined, language: string | undefined): SearchCondition | null {
  const english = englishMatch(search);
  if (!english || language === undefined || language === SOURCE_LANGUAGE) return english;
  const translated = translationMatch(search!, language);
  return { sql: `(${english.sql} or ${translated.sql})`, params: [...english.params, ...translated.params] };
}
