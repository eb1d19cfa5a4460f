import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';

export const BOOKING_REQUESTS_PAGE_SIZE = 10;
export type StatusFilter = 'all' | bookings.BookingStatus;

export function useBookingRequests(page: number, status: StatusFilter) {
  return useQuery({
    queryKey: [...adminKeys.bookingRequests, { page, status }],
    queryFn: ({ signal }) =>
      call(bookings.listBookingRequests, { query: { page, limit: BOOKING_REQUESTS_PAGE_SIZE, status }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeBookingStatus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: bookings.BookingStatus }) =>
      call(bookings.changeBookingStatus, { params: { id }, body: { status } }),
    onSuccess: () => refresh('bookingRequests'),
  });
}

export function useDeleteBookingRequest() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(bookings.deleteBookingRequest, { params: { id } }),
    onSuccess: () => refresh('bookingRequests'),
  });
}
