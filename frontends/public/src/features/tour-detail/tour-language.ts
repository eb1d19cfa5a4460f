import type { catalog } from '@costiera/contracts';
import type { I18n } from '../../i18n/i18n';

/**
 * The `lang` attribute for a text in `language` on this page: none when it is the page's own, so
 * only text shown in another language (a tour not yet translated) is marked, and read out as such.
 */
export function langOf(language: string, i18n: I18n): { lang?: string } {
  return language === i18n.language ? {} : { lang: language };
}

/** The tour's page in each of the site's languages it has its own text in, for the head's hreflang links: an untranslated tour names only English. */
export function alternatesOf(tour: catalog.TourDetail, i18n: I18n): Record<string, string> {
  const path = `/tours/${encodeURIComponent(tour.id)}`;
  return Object.fromEntries(i18n.languages.filter((language) => tour.languages.includes(language)).map((language) => [language, i18n.path(path, language)]));
}

/** The line that says the tour is shown in another language than the page's, each language named in the page's. */
export function untranslatedNote(shown: string, i18n: I18n): string {
  const names = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  return i18n.t('detail.untranslated', { language: names.of(i18n.language) ?? i18n.language, shown: names.of(shown) ?? shown });
}
