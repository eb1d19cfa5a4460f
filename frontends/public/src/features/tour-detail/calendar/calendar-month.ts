import type { bookings } from '@costiera/contracts';
import { shortDate } from '../../../dates/short-date';

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

/** "June 2027". */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
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
export function dayStatus(day: Day | undefined): string {
  if (!day) return 'not open for requests';
  if (day.state === 'closed') return 'closed';
  if (day.state === 'sold_out') return 'sold out';
  if (day.pastCutoff) return 'requests closed';
  if (!day.requestable) return 'not open for requests';
  if (day.state === 'limited' && day.seatsLeft !== null) return `${day.seatsLeft} ${day.seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return 'available';
}

/** A day cell's name for a screen reader: "Sat 12 Jun, 3 seats left". */
export function dayLabel(date: string, day: Day | undefined): string {
  return `${shortDate(date)}, ${dayStatus(day)}`;
}

/** Why a day cannot be asked for, in the booking card's words; null when it can. */
export function dayRefusal(date: string, day: Day | undefined | null): string | null {
  if (day?.requestable) return null;
  const label = shortDate(date);
  if (!day) return `${label} is not open for requests. Please choose another day.`;
  if (day.state === 'closed') return `${label} is closed for this tour. Please choose another day.`;
  if (day.state === 'sold_out') return `${label} is sold out. Please choose another day.`;
  if (day.pastCutoff) return `Requests for ${label} have closed. Please choose a later day.`;
  return `${label} is not open for requests. Please choose another day.`;
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
