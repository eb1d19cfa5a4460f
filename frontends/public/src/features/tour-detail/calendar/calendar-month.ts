import type { bookings } from '@costiera/contracts';
import type { I18n } from '../../../i18n/i18n';

type Day = bookings.DayAvailability;

/** The day `days` after a YYYY-MM-DD day (on the calendar: no clock, no time zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The YYYY-MM month `months` after `month`. */
export function addMonths(month: string, months: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
}

/** A month's first and last day. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** "June 2027", "giugno 2027": the month's name in the page's language. */
export function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The week's days, Monday first: a short name for the column head and the full one for its `abbr`. */
export function weekdayNames(locale: string): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** Monday 1 .. Sunday 7, as the venue's week runs. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The month's weeks, Monday first; days of the months around it are null. */
export function weeksOf(month: string): Array<Array<string | null>> {
  const { from, to } = monthRange(month);
  const cells: Array<string | null> = Array.from({ length: weekday(from) - 1 }, () => null);
  for (let d = from; d <= to; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** What a day's state means for a traveller, in a few words ("3 seats left", "sold out"). */
export function dayStatus(day: Day | undefined, i18n: I18n): string {
  if (!day) return i18n.t('detail.day.notOpen');
  if (day.state === 'closed') return i18n.t('detail.day.closed');
  if (day.state === 'sold_out') return i18n.t('detail.day.soldOut');
  if (day.pastCutoff) return i18n.t('detail.day.cutoff');
  if (!day.requestable) return i18n.t('detail.day.notOpen');
  if (day.state === 'limited' && day.seatsLeft !== null) return i18n.t('detail.day.seatsLeft', { seats: day.seatsLeft });
  return i18n.t('detail.day.available');
}

/** A day cell's name for a screen reader: "Sat 12 Jun, 3 seats left". */
export function dayLabel(date: string, day: Day | undefined, i18n: I18n): string {
  return i18n.t('detail.calendar.dayLabel', { date: i18n.shortDate(date), status: dayStatus(day, i18n) });
}

/** Why a day cannot be asked for, in the booking card's words; null when it can. */
export function dayRefusal(date: string, day: Day | undefined | null, i18n: I18n): string | null {
  if (day?.requestable) return null;
  const values = { date: i18n.shortDate(date) };
  if (!day) return i18n.t('detail.refusal.notOpen', values);
  if (day.state === 'closed') return i18n.t('detail.refusal.closed', values);
  if (day.state === 'sold_out') return i18n.t('detail.refusal.soldOut', values);
  if (day.pastCutoff) return i18n.t('detail.refusal.cutoff', values);
  return i18n.t('detail.refusal.notOpen', values);
}

/** The most people a party can be on `day` (at `time`, when chosen): the tour's maximum, or fewer seats left. */
export function seatsFor(day: Day | null, time: string, maxPassengers: number): number {
  const departure = time ? day?.departures.find((d) => d.time === time) : undefined;
  const left = departure ? departure.seatsLeft : (day?.seatsLeft ?? null);
  return Math.max(1, left === null ? maxPassengers : Math.min(maxPassengers, left));
}

/** The first `count` days of `days` a traveller can ask for. */
export function nextRequestable(days: readonly Day[], count: number): string[] {
  return days.filter((d) => d.requestable).slice(0, count).map((d) => d.date);
}
