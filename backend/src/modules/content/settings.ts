import * as t from 'io-ts';
import { parseSiteLanguages } from '@costiera/contracts';
import type { Config } from '../../kernel/config';
import { declareSettings } from '../../kernel/settings';

/** The site's languages as SITE_LANGUAGES lists them (`en,it`): English first, each once. */
const SiteLanguages = new t.Type<readonly string[], string, unknown>(
  'SITE_LANGUAGES',
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'SITE_LANGUAGES must be a list of language codes such as en,it');
    try {
      return t.success(parseSiteLanguages(u));
    } catch (err) {
      return t.failure(u, c, `SITE_LANGUAGES is not valid: ${(err as Error).message}`);
    }
  },
  (codes) => codes.join(','),
);

/** The content module's settings: the languages its articles and pages are written and published in. */
export const contentSettings = declareSettings(
  'content',
  { optional: { SITE_LANGUAGES: SiteLanguages } },
  (e) => ({ siteLanguages: e.SITE_LANGUAGES ?? parseSiteLanguages('en,it') }),
);

/** The site's languages, English first (docs/adr/0019). */
export function siteLanguages(config: Config): readonly string[] {
  return config.of(contentSettings).siteLanguages;
}

/** The site's languages other than English: the ones an article or page is translated into. */
export function translationLanguages(config: Config): readonly string[] {
  return siteLanguages(config).slice(1);
}
