/** The venue's time zone: any time of day in an email is shown as it is on the Sorrento coast. */
export const VENUE_TIME_ZONE = 'Europe/Rome';

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VENUE_TIME_ZONE });

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

/** An instant as the venue's clock shows it: '21 November 2026, 11:05 (Rome time)'. */
export function formatVenueTime(instant: string | Date): string {
  const parts = MOMENT.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  return `${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}, ${part(parts, 'hour')}:${part(parts, 'minute')} (Rome time)`;
}
