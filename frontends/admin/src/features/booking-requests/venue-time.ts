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

function venueParts(intl: IntlShape, iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(intl.formatDateToParts(date, PARTS).map((x) => [x.type, x.value]));
}

/**
 * An instant on the venue's clock with the zone named, as the emails write it:
 * 'Sat 24 Oct 2026, 18:00 (Rome time)', 'sab 24 ott 2026, 18:00 (ora di Roma)'.
 */
export function venueTime(intl: IntlShape, iso: string): string {
  const p = venueParts(intl, iso);
  if (!p) return iso;
  return intl.formatMessage(m.venueTime, {
    weekday: p.weekday,
    day: Number(p.day),
    month: intl.formatMessage(m.month, { month: String(Number(p.month)) }),
    year: p.year,
    time: `${p.hour}:${p.minute}`,
  });
}

/** The day an instant falls on, on the venue's calendar: '15 Jun 2027', '15 giu 2027'. */
export function venueDay(intl: IntlShape, iso: string): string {
  const p = venueParts(intl, iso);
  if (!p) return iso;
  return intl.formatMessage(m.venueDay, { day: Number(p.day), month: intl.formatMessage(m.month, { month: String(Number(p.month)) }), year: p.year });
}
