import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';

export function useTourCalendarDays(id: string, from: string, to: string) {
  return useQuery({
    queryKey: [...adminKeys.tours, 'calendar-days', id, from, to],
    queryFn: ({ signal }) => call(bookings.getTourCalendarDays, { params: { id }, query: { from, to }, signal }),
  });
}

/** Closes or reopens one day; the tour's calendars (days, the form's closed days) and the requests list refresh after. */
export function useCloseOrReopenDay(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, close, reason }: { date: string; close: boolean; reason?: string }) =>
      close
        ? call(bookings.closeTourDate, { params: { id, date }, body: reason ? { reason } : {} })
        : call(bookings.reopenTourDate, { params: { id, date } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.tours }),
  });
}
