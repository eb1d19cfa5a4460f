import { queryKeys, useQuery, type Query } from '@costiera/kit';
import { SOURCE_LANGUAGE, type catalog } from '@costiera/contracts';
import { api } from '../../../api/load-api';
import { useI18n } from '../../../i18n/i18n';

/**
 * A tour in `language`: its texts where translated, English otherwise (the answer's `lang` says
 * which). English asks without `lang` and keeps the key it always had.
 */
export function tourQuery(id: string, language: string = SOURCE_LANGUAGE): Query<catalog.TourDetail> {
  const lang = language === SOURCE_LANGUAGE ? undefined : language;
  return {
    queryKey: lang ? [...queryKeys.tour(id), { lang }] : queryKeys.tour(id),
    queryFn: () => api().then((calls) => calls.fetchTour(id, lang)),
  };
}

export function useTour(id: string) {
  return useQuery(tourQuery(id, useI18n().language));
}

export function useTourReviews(id: string) {
  return useQuery<catalog.Review[]>({ queryKey: queryKeys.tourReviews(id), queryFn: () => api().then((calls) => calls.fetchTourReviews(id)) });
}
