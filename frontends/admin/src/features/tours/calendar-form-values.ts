import type * as t from 'io-ts';
import type { bookings } from '@costiera/contracts';

/** A yearly season as the form holds it: 'MM-DD' texts, as typed. */
export interface SeasonValues {
  from: string;
  to: string;
}

/** What the tour form's Availability card holds. Empty capacity or cut-off: none / the site's rule. */
export interface CalendarFormValues {
  seasons: SeasonValues[];
  weekdays: number[];
  capacity: number | string | null;
  cutoffHours: number | string | null;
  departures: string[];
}

export type CalendarBodyInput = t.OutputOf<typeof bookings.TourCalendarBody>;

/** The days of the week as the API numbers them, 1 Monday .. 7 Sunday (named in the admin's language where shown). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A new tour runs every day of the year, with no daily limit (as a tour without a calendar does). */
export const NEW_CALENDAR_VALUES: CalendarFormValues = { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null, cutoffHours: null, departures: [] };

export function fromTourCalendar(calendar: bookings.TourCalendar): CalendarFormValues {
  return {
    seasons: calendar.seasons.map((s) => ({ from: s.from, to: s.to })),
    weekdays: [...calendar.weekdays],
    capacity: calendar.capacity,
    cutoffHours: calendar.cutoff_hours,
    departures: [...calendar.departures],
  };
}

/** An empty number field is null (no limit, the site's rule); the number inputs let nothing else but numbers through. */
function optionalNumber(value: number | string | null): number | null {
  if (value === null || String(value).trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function toCalendarBody(values: CalendarFormValues): CalendarBodyInput {
  return {
    seasons: values.seasons.map((s) => ({ from: s.from.trim(), to: s.to.trim() })),
    weekdays: [...values.weekdays].sort((a, b) => a - b),
    capacity: optionalNumber(values.capacity),
    cutoff_hours: optionalNumber(values.cutoffHours),
    departures: values.departures.map((d) => d.trim()),
  };
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** '04-01' is a day of the year; '02-30' and '4-1' are not. */
export function isMonthDay(value: string): boolean {
  const m = MONTH_DAY.exec(value.trim());
  return m !== null && Number(m[2]) <= DAYS_IN_MONTH[Number(m[1]) - 1]!;
}

/** The first season that cannot be saved, by its number from 1 (null: they all can); the field says why in the admin's language. */
export function faultySeason(seasons: readonly SeasonValues[]): number | null {
  const i = seasons.findIndex((s) => !isMonthDay(s.from) || !isMonthDay(s.to));
  return i === -1 ? null : i + 1;
}

/** The form field the API named in its error ('seasons.from', 'cutoff_hours'), or null when it names none of them. */
export function calendarFieldOf(apiField: string): keyof CalendarFormValues | null {
  const head = apiField.split('.')[0];
  switch (head) {
    case 'seasons':
    case 'weekdays':
    case 'capacity':
    case 'departures':
      return head;
    case 'cutoff_hours':
      return 'cutoffHours';
    default:
      return null;
  }
}

/** The API's field errors, per calendar field (the messages of one field joined). */
export function calendarErrorsOf(body: unknown): Array<{ field: keyof CalendarFormValues; messages: string[] }> {
  const details = (body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  const byField = new Map<keyof CalendarFormValues, string[]>();
  for (const d of details as Array<{ field?: unknown; message?: unknown }>) {
    const field = typeof d.field === 'string' ? calendarFieldOf(d.field) : null;
    if (field && typeof d.message === 'string') byField.set(field, [...(byField.get(field) ?? []), d.message]);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}
