import { SOURCE_LANGUAGE } from '@costiera/contracts';

/**
 * Language names as the provider directory writes them (in English, or in the language itself)
 * to their codes (ISO 639-1). A name not listed here is a language the site cannot write in.
 */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  english: 'en',
  italian: 'it',
  italiano: 'it',
  german: 'de',
  deutsch: 'de',
  french: 'fr',
  français: 'fr',
  spanish: 'es',
  español: 'es',
  portuguese: 'pt',
  português: 'pt',
  dutch: 'nl',
  nederlands: 'nl',
  polish: 'pl',
  polski: 'pl',
  russian: 'ru',
  japanese: 'ja',
  chinese: 'zh',
};

/**
 * The language a provider's emails and pages are written in: the first of the directory's
 * languages for it that the site has (a name or a code), English otherwise.
 */
export function providerLanguage(names: readonly string[], siteLanguages: readonly string[]): string {
  for (const name of names) {
    const key = name.trim().toLowerCase();
    const code = LANGUAGE_CODES[key] ?? (/^[a-z]{2}$/.test(key) ? key : null);
    if (code && siteLanguages.includes(code)) return code;
  }
  return SOURCE_LANGUAGE;
}
