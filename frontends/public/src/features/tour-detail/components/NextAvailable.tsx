import type { bookings } from '@costiera/contracts';
import { shortDate } from '../../../dates/short-date';
import { nextRequestable } from '../calendar/calendar-month';

/** How many days the line names. */
const SHOWN = 3;

/** The next days a traveller can ask for, in the page the server renders (no JavaScript needed). */
export function NextAvailable({ availability }: { availability: bookings.TourAvailability | null }) {
  if (!availability) return null;
  const soon = nextRequestable(availability.days, SHOWN);
  const dates = soon.length > 0 ? soon : availability.nextRequestableDate ? [availability.nextRequestableDate] : [];
  return (
    <p className="next-available">
      {dates.length > 0 ? (
        <>
          Next available: <strong>{dates.map(shortDate).join(', ')}</strong>
        </>
      ) : (
        'No dates are open for requests at the moment.'
      )}
    </p>
  );
}
