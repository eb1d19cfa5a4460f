import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { BadRequest } from '../../../kernel/errors';

/** The language a reader asked for (`?lang=`; English when absent); a language the site does not have is a bad request. */
export function readerLanguage(lang: string | undefined, siteLanguages: readonly string[]): string {
  const language = lang ?? SOURCE_LANGUAGE;
  if (!siteLanguages.includes(language)) {
    throw new BadRequest(`"${language}" is not one of the site's languages (${siteLanguages.join(', ')})`, [
      { field: 'lang', message: `must be one of ${siteLanguages.join(', ')}` },
    ]);
  }
  return language;
}
