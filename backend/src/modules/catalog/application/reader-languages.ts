import { SOURCE_LANGUAGE } from '@costiera/contracts';
import type { SiteLanguages } from '../../../kernel/languages';
import type { ReaderLanguageRow } from '../infrastructure/tour-text-sql';

/** What a public answer says of a tour's languages: the one its text is in, and those it has a page in with its own text. */
export function readerLanguages(languages: SiteLanguages, row: ReaderLanguageRow): { lang: string; languages: string[] } {
  return { lang: row.text_language ?? SOURCE_LANGUAGE, languages: languages.ordered(row.translated_into) };
}
