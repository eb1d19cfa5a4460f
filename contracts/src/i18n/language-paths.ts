/*
 * The site's languages are data: each is a code (ISO 639-1), registered once in the site's
 * settings (`SITE_LANGUAGES`, English first). English is the source every translation is made
 * from and the fallback wherever a translation is missing; it lives at the site's root, every
 * other language under `/<code>/`. No codecs here: the public pages read these on first load.
 */
export const SOURCE_LANGUAGE = 'en';

/** A language code as addresses, bodies and rows carry it: two lower-case letters. */
export const LANGUAGE_CODE = /^[a-z]{2}$/;

/** The path prefix of a language's pages: '' for English, '/it' for Italian. */
export const languagePrefix = (language: string): string => (language === SOURCE_LANGUAGE ? '' : `/${language}`);

/** The address of the page at `path` (an English path: `/tours/7`) in `language`: `/it/tours/7`, and `/it/` for the home page. */
export function pathInLanguage(path: string, language: string): string {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? `${prefix}/` : prefix + path;
}

/** The language of the page at `pathname` among the site's `languages`, and its path without the prefix (`/it/tours/7` -> it, `/tours/7`). */
export function pageLanguage(pathname: string, languages: readonly string[]): { language: string; path: string } {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (m && m[1] !== SOURCE_LANGUAGE && languages.includes(m[1]!)) return { language: m[1]!, path: m[2] && m[2] !== '' ? m[2] : '/' };
  return { language: SOURCE_LANGUAGE, path: pathname };
}
