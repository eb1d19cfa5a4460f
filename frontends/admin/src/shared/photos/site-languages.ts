import { useQuery } from '@tanstack/react-query';
import { SOURCE_LANGUAGE, type TranslationState } from '@costiera/contracts';
import { categoriesQuery } from '../categories';
import { translationLanguages } from '../translations';
import { ADMIN_LANGUAGES } from '../../i18n/admin-language';

/**
 * The site's languages (English first), which an uploaded photo needs an alt text in. An item
 * names them in its translation states; a new one has none yet, so the categories (which every
 * item needs and which carry the same states) name them instead; with no category at all, the
 * back office's own languages.
 */
export function useSiteLanguages(states?: Readonly<Record<string, TranslationState>>): string[] {
  const categories = useQuery({ ...categoriesQuery('all'), enabled: states === undefined });
  const named = states ?? categories.data?.[0]?.translations;
  return named ? [SOURCE_LANGUAGE, ...translationLanguages(named)] : [...ADMIN_LANGUAGES];
}
