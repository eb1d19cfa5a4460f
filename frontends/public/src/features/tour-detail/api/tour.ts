import { useQuery } from '@tanstack/react-query';
import { catalog } from '@costiera/contracts';
import { call, queryKeys } from '@costiera/kit';

export function useTour(id: string) {
  return useQuery({
    queryKey: queryKeys.tour(id),
    queryFn: ({ signal }) => call(catalog.getTour, { params: { id }, signal }),
  });
}

export function useTourReviews(id: string) {
  return useQuery({
    queryKey: queryKeys.tourReviews(id),
    queryFn: ({ signal }) => call(catalog.listTourReviews, { params: { id }, signal }),
  });
}
