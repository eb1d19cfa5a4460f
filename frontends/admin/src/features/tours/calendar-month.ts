const ROME_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Today on the venue's calendar, 'YYYY-MM-DD'. */
export const venueToday = (now = new Date()) => ROME_DATE.format(now);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** 'YYYY-MM' when it is one, else null. */
export const monthOrNull = (value: string | null) => (value && MONTH.test(value) ? value : null);

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export const firstDay = (month: string) => `${month}-01`;
export const lastDay = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return iso(d).slice(0, 7);
}

/** 'July 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** 1 Monday .. 7 Sunday. */
export const weekdayOf = (date: string) => ((utc(date).getUTCDay() + 6) % 7) + 1;

/** 'Wednesday 1 July 2026'. */
export function longDay(date: string): string {
  const d = utc(date);
  return `${DAY_NAMES[weekdayOf(date) - 1]} ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The month's days in weeks Monday to Sunday; null pads the first and last week. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const cells: Array<string | null> = Array.from({ length: weekdayOf(firstDay(month)) - 1 }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * Day and month names in the admin's language: English keeps the fixed forms above (the same
 * whatever the ICU data), other languages take theirs from `Intl` ('mercoledì 1 luglio 2026').
 */
export function calendarWords(locale: string) {
  if (locale === 'en') return { longDay, monthLabel, weekday: (value: number, width: 'short' | 'long') => (width === 'long' ? DAY_NAMES[value - 1]! : DAY_NAMES[value - 1]!.slice(0, 3)) };
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  return {
    longDay: (date: string) => day.format(utc(date)),
    monthLabel: (m: string) => capital(month.format(utc(firstDay(m)))),
    // 2024-01-01 was a Monday: the weekday `value` (1 Monday .. 7 Sunday) is that day plus value - 1.
    weekday: (value: number, width: 'short' | 'long') => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: width }).format(new Date(Date.UTC(2024, 0, value))),
  };
}
