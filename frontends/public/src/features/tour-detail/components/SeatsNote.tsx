import type { bookings } from '@costiera/contracts';
import { useI18n } from '../../../i18n/i18n';

/** When the chosen day has fewer seats left than the tour takes: how many, so the shorter people list is no surprise. */
export function SeatsNote({ date, day, seats, maxPassengers }: { date: string; day: bookings.DayAvailability | null; seats: number; maxPassengers: number }) {
  const i18n = useI18n();
  if (!date || !day?.requestable || seats >= maxPassengers) return null;
  return <p className="seats-note">{i18n.t('detail.seats.only', { seats, date: i18n.shortDate(date) })}</p>;
}
