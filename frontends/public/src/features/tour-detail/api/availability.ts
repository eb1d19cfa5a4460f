import { useQuery, type Query } from '@costiera/kit';
import type { bookings } from '@costiera/contracts';
import { api } from '../../../api/load-api';
import { monthRange } from '../calendar/calendar-month';

/** Key prefix of every availability answer (a stored request makes them all stale). */
export const AVAILABILITY_KEY = 'tour-availability';

/**
 * A tour's days between `range.from` and `range.to`; without a range, the server's default
 * (from today for six weeks), which the server renders the tour page with.
 */
export function availabilityQuery(tourId: string, range?: { from: string; to: string }): Query<bookings.TourAvailability> {
  return {
    queryKey: [AVAILABILITY_KEY, tourId, range?.from ?? '', range?.to ?? ''],
    queryFn: () => api().then((calls) => calls.fetchTourAvailability(tourId, range ?? {})),
  };
}

export function useTourAvailability(tourId: string, range?: { from: string; to: string }) {
  return useQuery(availabilityQuery(tourId, range));
}

/**
 * The tour's next days and, when `date` is set, that day's state: from the first six weeks
 * when they hold it, else from the answer for its month.
 */
export function useChosenDay(tourId: string, date: string) {
  const upcoming = useTourAvailability(tourId);
  const inUpcoming = upcoming.data?.days.find((d) => d.date === date);
  const month = useTourAvailability(tourId, date && upcoming.data && !inUpcoming ? monthRange(date.slice(0, 7)) : undefined);
  const day = inUpcoming ?? month.data?.days.find((d) => d.date === date) ?? null;
  return { upcoming: upcoming.data ?? null, day: date ? day : null };
}
