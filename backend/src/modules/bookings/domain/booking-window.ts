import { BusinessRuleViolation } from '../../../kernel/errors';
import { VENUE_TIME_ZONE, venueTime } from './response-deadline';

/** Which dates a traveller may ask for (config: BOOKING_MIN_RESPONSE_HOURS, BOOKING_HORIZON_DAYS). */
export interface BookingWindowSettings {
  /** The provider must have at least this long between the request and its respond-by bound. */
  readonly minResponseHours: number;
  /** The last requestable date is this many days after today on the venue's calendar. */
  readonly horizonDays: number;
}

/** The first and last dates that can be requested at one instant (YYYY-MM-DD, venue calendar). */
export interface BookingWindow {
  readonly firstDate: string;
  readonly lastDate: string;
  readonly timeZone: string;
}

const VENUE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const VENUE_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: VENUE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR = 3_600_000;

/** Days by UTC hour: the venue's midnight falls on a whole UTC hour. */
const days = new Map<number, string>();

/** The venue's calendar day at `instant`: YYYY-MM-DD. */
export function venueDate(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR);
  const known = days.get(hour);
  if (known !== undefined) return known;
  const day = VENUE_DAY.format(new Date(hour * HOUR));
  if (days.size >= 100_000) days.clear();
  days.set(hour, day);
  return day;
}

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** `date` moved by `days` calendar days (a calendar date has no time zone: plain UTC arithmetic). */
export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The last moment a request for `date` is taken: the respond-by bound (18:00 venue time the day before) less the provider's minimum time. */
export function closesAt(date: string, settings: BookingWindowSettings): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(venueTime(y, m, d - 1, 18).getTime() - settings.minResponseHours * HOUR);
}

/** The dates that can be requested at `now`. */
export function bookingWindowAt(now: Date, settings: BookingWindowSettings): BookingWindow {
  const today = venueDate(now);
  let first = addDays(today, 1);
  while (closesAt(first, settings) < now) first = addDays(first, 1);
  return { firstDate: first, lastDate: addDays(today, settings.horizonDays), timeZone: VENUE_TIME_ZONE };
}

/** 'Thu 26 Nov', with the year when it is not this year's: 'Fri 31 Dec 9999'. */
export function dayLabel(date: string, today: string): string {
  const day = utcDay(date);
  const year = date.slice(0, 4) === today.slice(0, 4) ? '' : ` ${date.slice(0, 4)}`;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}${year}`;
}

/**
 * Why `date` cannot be requested at `now` (null: it can). A request must leave the provider
 * `minResponseHours` before its respond-by bound, and be at most `horizonDays` ahead.
 */
export function bookingWindowRefusal(date: string, now: Date, settings: BookingWindowSettings): string | null {
  const window = bookingWindowAt(now, settings);
  const today = venueDate(now);
  const label = (d: string) => dayLabel(d, today);
  if (date > window.lastDate) return `${label(date)} is too far ahead; the last date you can request is ${label(window.lastDate)}`;
  if (date >= window.firstDate) return null;
  const first = `the first date you can request is ${label(window.firstDate)}`;
  if (date < today) return `${label(date)} is in the past; ${first}`;
  const closed = closesAt(date, settings);
  const on = venueDate(closed) === today ? '' : ` on ${label(venueDate(closed))}`;
  return `Requests for ${label(date)} closed${on} at ${VENUE_CLOCK.format(closed)} Rome time; ${first}`;
}

/** Refuses (422, on the `date` field) a date outside the booking window. */
export function assertRequestable(date: string, now: Date, settings: BookingWindowSettings): void {
  const refusal = bookingWindowRefusal(date, now, settings);
  if (refusal) throw new BusinessRuleViolation(refusal, [{ field: 'date', message: refusal }]);
}
