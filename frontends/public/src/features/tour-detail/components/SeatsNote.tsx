import type { bookings } from '@costiera/contracts';
import { shortDate } from '../../../dates/short-date';

/** When the chosen day has fewer seats left than the tour takes: how many, so the shorter people list is no surprise. */
export function SeatsNote({ date, day, seats, maxPassengers }: { date: string; day: bookings.DayAvailability | null; seats: number; maxPassengers: number }) {
  if (!date || !day?.requestable || seats >= maxPassengers) return null;
  return (
    <p className="seats-note">
      Only {seats} {seats === 1 ? 'seat' : 'seats'} left on {shortDate(date)}
    </p>
  );
}
