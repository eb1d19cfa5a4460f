import type { bookings } from '@costiera/contracts';
import { useI18n } from '../../../i18n/i18n';
import { nextRequestable } from '../calendar/calendar-month';

/** How many days the line names. */
const SHOWN = 3;

/** The next days a traveller can ask for, in the page the server renders (no JavaScript needed). */
export function NextAvailable({ availability }: { availability: bookings.TourAvailability | null }) {
  const i18n = useI18n();
  if (!availability) return null;
  const soon = nextRequestable(availability.days, SHOWN);
  const dates = soon.length > 0 ? soon : availability.nextRequestableDate ? [availability.nextRequestableDate] : [];
  return (
    <p className="next-available">
      {dates.length > 0 ? (
        <>
          {`${i18n.t('detail.next.available')} `}
          <strong>{dates.map((date) => i18n.shortDate(date)).join(', ')}</strong>
        </>
      ) : (
        i18n.t('detail.next.none')
      )}
    </p>
  );
}
