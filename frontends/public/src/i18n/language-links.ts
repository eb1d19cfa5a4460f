import { useLocation } from 'react-router-dom';
import { useI18n } from './i18n';

export interface LanguageLink {
  language: string;
  /** The same page in that language. */
  href: string;
  current: boolean;
}

/**
 * The page the reader is on, in each of the site's languages, for the header's switch: the same
 * path under the other language's prefix (a tour, a list, the home page exist in every language),
 * its query string kept. A plain link: the switch is a page load, and nothing remembers it.
 */
export function useLanguageLinks(): LanguageLink[] {
  const i18n = useI18n();
  const { pathname, search } = useLocation();
  return i18n.languages.map((language) => ({ language, href: i18n.path(pathname, language) + search, current: language === i18n.language }));
}
