import { queryKeys, useQuery } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { api } from '../../../api/load-api';

export function useTour(id: string) {
  return useQuery<catalog.TourDetail>({ queryKey: queryKeys.tour(id), queryFn: () => api().then((calls) => calls.fetchTour(id)) });
}

export function useTourReviews(id: string) {
  return useQuery<catalog.Review[]>({ queryKey: queryKeys.tourReviews(id), queryFn: () => api().then((calls) => calls.fetchTourReviews(id)) });
}
