import { VENUE_TIME_ZONE } from '../domain/response-deadline';

export { VENUE_TIME_ZONE };

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * A calendar day as the traveller chose it: '2026-12-12' -> 'Saturday 12 December 2026'.
 * The day is a date, not an instant, so no time zone may move it.
 */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const parts = DAY.formatToParts(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  return `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
}

const SHORT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VENUE_TIME_ZONE });
// Fixed names: ICU versions disagree on short months ('Sep' / 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function shortParts(instant: string | Date): { day: string; time: string } {
  const parts = SHORT.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const day = `${part(parts, 'weekday').slice(0, 3)} ${Number(part(parts, 'day'))} ${MONTHS[Number(part(parts, 'month')) - 1]} ${part(parts, 'year')}`;
  return { day, time: `${part(parts, 'hour')}:${part(parts, 'minute')}` };
}

/** An instant people read, on the venue's clock with the zone named: 'Sat 24 Oct 2026, 18:00 (Rome time)'. */
export function formatVenueMoment(instant: string | Date): string {
  const { day, time } = shortParts(instant);
  return `${day}, ${time} (Rome time)`;
}

/** The same in a sentence: 'Sat 12 May 2027 at 14:03 (Rome time)'. */
export function formatVenueMomentAt(instant: string | Date): string {
  const { day, time } = shortParts(instant);
  return `${day} at ${time} (Rome time)`;
}
