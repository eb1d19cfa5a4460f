import { I18n } from '../i18n/i18n';
import { AREAS, loadArea } from '../i18n/catalogue';

const loaded = new Map<string, I18n>();

/** Loads every area of each language's catalogue (jest's setup does, before each file's tests). */
export async function loadTestLanguages(languages: readonly string[] = ['en', 'it']): Promise<void> {
  // Each language's locale, as the server names them in the page for og:locale:alternate.
  const sites = await Promise.all(languages.map((language) => loadArea(language, 'site')));
  const locales = Object.fromEntries(languages.map((language, i) => [language, sites[i]!['format.locale']!()]));
  for (const language of languages) {
    const i18n = new I18n(language, languages, locales);
    await Promise.all(AREAS.map((area) => i18n.load(area)));
    loaded.set(language, i18n);
  }
}

/** A page's language for a test render, its catalogue loaded. */
export function testI18n(language = 'en'): I18n {
  const i18n = loaded.get(language);
  if (!i18n) throw new Error(`No catalogue loaded for ${language} (testing/i18n.ts)`);
  return i18n;
}
