import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import type { CalendarBodyInput } from '../calendar-form-values';

export const tourCalendarKey = (id: string | undefined) => [...adminKeys.tours, 'calendar', id] as const;

export function useTourCalendar(id: string | undefined) {
  return useQuery({
    queryKey: tourCalendarKey(id),
    queryFn: ({ signal }) => call(bookings.getTourCalendar, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

/** Saves a tour's calendar; the caller refreshes (the tour form does it once for the tour and its calendar). */
export function useSaveTourCalendar() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CalendarBodyInput }) => call(bookings.updateTourCalendar, { params: { id }, body }),
  });
}
