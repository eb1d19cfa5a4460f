import { useQuery, type Query } from '@costiera/kit';
import type { bookings } from '@costiera/contracts';
import { api } from './load-api';

/**
 * The dates a traveller can request, as the server's venue clock sees them: every date input
 * offers only this range, and the browser's own clock never decides what "today" is. The
 * server fetches it with the page (render-page.tsx), so the first HTML already carries it.
 */
export function bookingWindowQuery(): Query<bookings.BookingWindow> {
  return { queryKey: ['booking-window'], queryFn: () => api().then((calls) => calls.fetchBookingWindow()) };
}

/** `min` and `max` for an `<input type="date">` (none while the window is unknown). */
export function useDateRange(): { min?: string; max?: string } {
  const { data } = useQuery(bookingWindowQuery());
  return data ? { min: data.firstDate, max: data.lastDate } : {};
}
