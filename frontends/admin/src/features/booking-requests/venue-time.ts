import type { IntlShape } from 'react-intl';
import { timelineMessages as m } from './messages';

const PARTS: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Rome',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * An instant on the venue's clock with the zone named, as the emails write it:
 * 'Sat 24 Oct 2026, 18:00 (Rome time)', 'sab 24 ott 2026, 18:00 (ora di Roma)'.
 */
export function venueTime(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = Object.fromEntries(intl.formatDateToParts(date, PARTS).map((x) => [x.type, x.value]));
  return intl.formatMessage(m.venueTime, {
    weekday: p.weekday,
    day: Number(p.day),
    month: intl.formatMessage(m.month, { month: String(Number(p.month)) }),
    year: p.year,
    time: `${p.hour}:${p.minute}`,
  });
}
