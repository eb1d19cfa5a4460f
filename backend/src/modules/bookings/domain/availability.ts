import { BusinessRuleViolation } from '../../../kernel/errors';
import { addDays, bookingWindowAt, closesAt, dayLabel, venueDate, VENUE_CLOCK, type BookingWindowSettings } from './booking-window';
import { venueTime } from './response-deadline';
import type { WordValue, Words } from './refusal-words';

/** A yearly season, first and last day included, as 'MM-DD' ('12-01' to '01-06' runs over the new year). */
export interface Season {
  readonly from: string;
  readonly to: string;
}

/** When a tour runs and how many it takes (staff set it; a tour without one runs every day, unlimited). */
export interface TourCalendar {
  readonly seasons: readonly Season[];
  /** ISO weekdays: 1 Monday to 7 Sunday. */
  readonly weekdays: readonly number[];
  /** People per day, or per departure when the tour lists start times; null: no limit. */
  readonly capacity: number | null;
  /** Requests close this many hours before the day starts (venue time); null: the site's rule alone. */
  readonly cutoffHours: number | null;
  /** Start times, 'HH:MM', in order. */
  readonly departures: readonly string[];
}

export const OPEN_CALENDAR: TourCalendar = { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null, cutoffHours: null, departures: [] };

/** People holding seats on a day: confirmed requests and pending ones still awaiting the provider. */
export interface HeldSeats {
  readonly date: string;
  readonly departure: string | null;
  readonly people: number;
}

/** Everything a tour's availability is computed from, for a range of days. */
export interface TourDays {
  readonly calendar: TourCalendar;
  /** Closed days and staff's reason. */
  readonly closed: ReadonlyMap<string, string | null>;
  readonly held: readonly HeldSeats[];
}

export type AvailabilityState = 'available' | 'limited' | 'sold_out' | 'closed';

export interface DepartureDay {
  readonly time: string;
  readonly state: AvailabilityState;
  readonly seatsLeft: number | null;
}

export interface DayAvailability {
  readonly date: string;
  readonly state: AvailabilityState;
  readonly seatsLeft: number | null;
  readonly pastCutoff: boolean;
  /** A party of one may ask for it now. */
  readonly requestable: boolean;
  readonly departures: readonly DepartureDay[];
}

const weekdayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** Whether the calendar runs the tour on `date` (its seasons and weekdays; closed days aside). */
export function runsOn(calendar: TourCalendar, date: string): boolean {
  if (!calendar.weekdays.includes(weekdayOf(date))) return false;
  if (calendar.seasons.length === 0) return true;
  const md = date.slice(5);
  return calendar.seasons.some((s) => (s.from <= s.to ? md >= s.from && md <= s.to : md >= s.from || md <= s.to));
}

/** The last moment a request for `date` is taken: the site's rule, or the tour's cut-off when that is earlier. */
export function requestsCloseAt(date: string, calendar: TourCalendar, settings: BookingWindowSettings): Date {
  const siteRule = closesAt(date, settings);
  if (calendar.cutoffHours === null) return siteRule;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Counted on the venue's wall clock: a 30-hour cut-off is 18:00 two days before, also across a change of summer time.
  const tourRule = venueTime(y, m, d, -calendar.cutoffHours);
  return tourRule < siteRule ? tourRule : siteRule;
}

/** Few seats left: at most a quarter of the capacity (and at least two seats count as few). */
export function stateFor(seatsLeft: number | null, capacity: number | null): AvailabilityState {
  if (seatsLeft === null || capacity === null) return 'available';
  if (seatsLeft <= 0) return 'sold_out';
  return seatsLeft <= Math.max(2, Math.floor(capacity / 4)) ? 'limited' : 'available';
}

const BEST: readonly AvailabilityState[] = ['available', 'limited', 'sold_out', 'closed'];

/**
 * The departure a held request counts against: its own start time, or the first one when it
 * has none or one the tour no longer lists (its seats must count somewhere).
 */
export function departureOf(held: Pick<HeldSeats, 'departure'>, departures: readonly string[]): string | null {
  if (departures.length === 0) return null;
  return held.departure && departures.includes(held.departure) ? held.departure : departures[0]!;
}

/** The availability of every day from `from` to `to` (inclusive) at `now`; with `until`, up to the first day it accepts. */
export function availabilityBetween(from: string, to: string, days: TourDays, now: Date, settings: BookingWindowSettings, until?: (day: DayAvailability) => boolean): DayAvailability[] {
  const { calendar } = days;
  const window = bookingWindowAt(now, settings);
  const heldBy = new Map<string, number>();
  for (const h of days.held) {
    const key = `${h.date} ${departureOf(h, calendar.departures) ?? ''}`;
    heldBy.set(key, (heldBy.get(key) ?? 0) + h.people);
  }
  const result: DayAvailability[] = [];
  // Counted in days, not compared as strings: after 9999-12-31 comes '+010000-01-01', which sorts first.
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  for (let i = 0, date = from; i < count; i++, date = addDays(date, 1)) {
    const pastCutoff = requestsCloseAt(date, calendar, settings) <= now;
    const open = runsOn(calendar, date) && !days.closed.has(date) && date <= window.lastDate;
    const times = calendar.departures.length ? calendar.departures : [null];
    const departures = times.map((time) => {
      const seatsLeft = calendar.capacity === null ? null : Math.max(0, calendar.capacity - (heldBy.get(`${date} ${time ?? ''}`) ?? 0));
      return { time, state: open ? stateFor(seatsLeft, calendar.capacity) : ('closed' as const), seatsLeft };
    });
    const state = BEST[Math.min(...departures.map((d) => BEST.indexOf(d.state)))]!;
    const seats = departures.map((d) => d.seatsLeft).filter((n): n is number => n !== null);
    const day: DayAvailability = {
      date,
      state,
      seatsLeft: seats.length ? Math.max(...seats) : null,
      pastCutoff,
      requestable: !pastCutoff && (state === 'available' || state === 'limited'),
      departures: departures.flatMap((d) => (d.time === null ? [] : [{ time: d.time, state: d.state, seatsLeft: d.seatsLeft }])),
    };
    result.push(day);
    if (until?.(day)) break;
  }
  return result;
}

/** Whether a party of `people` may ask for `day` now (at `time`, or at any of its departures). */
export function takesParty(day: DayAvailability, people: number, time?: string | null): boolean {
  if (!day.requestable) return false;
  const fits = (state: AvailabilityState, seatsLeft: number | null) => (state === 'available' || state === 'limited') && (seatsLeft === null || seatsLeft >= people);
  if (day.departures.length === 0) return fits(day.state, day.seatsLeft);
  return day.departures.some((d) => (!time || d.time === time) && fits(d.state, d.seatsLeft));
}

/** How far around a refused day alternatives are looked for first. */
const NEAR_BEFORE = 14;
const NEAR_AFTER = 60;

/**
 * Up to `count` days a party of `people` may ask for instead of `date`: the nearest ones
 * (earlier ones first on a tie), in date order. `days` must cover the range asked for.
 */
export function alternativesTo(date: string, people: number, days: readonly DayAvailability[], count = 3): string[] {
  const distance = (d: string) => Math.abs(new Date(`${d}T00:00:00Z`).getTime() - new Date(`${date}T00:00:00Z`).getTime());
  return days
    .filter((d) => d.date !== date && takesParty(d, people))
    .sort((a, b) => distance(a.date) - distance(b.date) || a.date.localeCompare(b.date))
    .slice(0, count)
    .map((d) => d.date)
    .sort();
}

/** The days to compute to look for alternatives to `date`: near it, within the booking window. */
export function alternativesRange(date: string, now: Date, settings: BookingWindowSettings): { from: string; to: string } {
  const window = bookingWindowAt(now, settings);
  const near = addDays(date, -NEAR_BEFORE);
  const from = near > window.firstDate ? near : window.firstDate;
  const far = addDays(from, NEAR_AFTER + NEAR_BEFORE);
  return { from, to: far < window.lastDate ? far : window.lastDate };
}

/** 'A, B and C' (or 'A, B or C' for a choice). */
function list(labels: string[], last: 'and' | 'or' = 'and'): string {
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${last} ${labels.at(-1)!}`;
}

/** '; the next dates you can request are Sun 13 Jun, Mon 14 Jun and Tue 15 Jun' (for a party, when more than one). */
export function alternativesSentence(alternatives: readonly string[], people: number, today: string): string {
  const party = people > 1 ? ` for ${people} people` : '';
  if (alternatives.length === 0) return `; there is no other date you can request${party} at the moment`;
  const labels = alternatives.map((d) => dayLabel(d, today));
  return alternatives.length === 1 ? `; the nearest date you can request${party} is ${labels[0]!}` : `; the nearest dates you can request${party} are ${list(labels)}`;
}

/** The same sentence as words, for the reader's language. */
export function alternativesWords(alternatives: readonly string[], people: number, today: string): Words {
  const party = String(people);
  if (alternatives.length === 0) return { id: 'refusal.alternatives.none', values: { party } };
  const days = alternatives.map((day) => ({ day, today }));
  return alternatives.length === 1 ? { id: 'refusal.alternatives.one', values: { party, day: days[0]! } } : { id: 'refusal.alternatives.many', values: { party, days: { list: days } } };
}

export interface PartyRequest {
  readonly date: string;
  readonly people: number;
  /** The chosen start time, if any. */
  readonly time: string | null;
}

/** Why a party cannot ask for a day: the field it is about, the English sentence, the same as words for other languages, and whether nearby days are worth naming. */
export type Refusal = { readonly field: 'date' | 'time' | 'people'; readonly reason: string; readonly words: Words; readonly withAlternatives: boolean };

/**
 * Why a party cannot ask for a day (null: it can). `day` is that day's availability and
 * `calendar` the tour's. The reason names the day; alternatives are the caller's to add.
 */
export function partyRefusal(request: PartyRequest, day: DayAvailability, calendar: TourCalendar, now: Date, settings: BookingWindowSettings): Refusal | null {
  const today = venueDate(now);
  const label = dayLabel(request.date, today);
  const asked = { day: request.date, today };
  const window = bookingWindowAt(now, settings);
  if (request.date > window.lastDate) {
    return {
      field: 'date',
      reason: `${label} is too far ahead; the last date you can request is ${dayLabel(window.lastDate, today)}`,
      words: { id: 'refusal.tooFar', values: { day: asked, last: { day: window.lastDate, today } } },
      withAlternatives: false,
    };
  }
  if (request.date < today) return { field: 'date', reason: `${label} is in the past`, words: { id: 'refusal.past', values: { day: asked } }, withAlternatives: true };
  if (day.pastCutoff) {
    const closed = requestsCloseAt(request.date, calendar, settings);
    const closedOn = venueDate(closed);
    const on = closedOn === today ? '' : ` on ${dayLabel(closedOn, today)}`;
    const time = VENUE_CLOCK.format(closed);
    return {
      field: 'date',
      reason: `Requests for ${label} closed${on} at ${time} Rome time`,
      words: closedOn === today ? { id: 'refusal.closedToday', values: { day: asked, time } } : { id: 'refusal.closedOn', values: { day: asked, on: { day: closedOn, today }, time } },
      withAlternatives: true,
    };
  }
  if (day.state === 'closed') return { field: 'date', reason: `${label} is closed for this tour`, words: { id: 'refusal.closedDay', values: { day: asked } }, withAlternatives: true };
  const times = calendar.departures;
  if (times.length > 1 && !request.time) {
    return { field: 'time', reason: `Choose a start time: ${list([...times], 'or')}`, words: { id: 'refusal.chooseTime', values: { times: { list: times, or: true } } }, withAlternatives: false };
  }
  if (request.time && times.length > 0 && !times.includes(request.time)) {
    return {
      field: 'time',
      reason: `This tour does not start at ${request.time}; choose ${list([...times], 'or')}`,
      words: { id: 'refusal.noSuchTime', values: { time: request.time, times: { list: times, or: true } } },
      withAlternatives: false,
    };
  }
  const departure = times.length ? day.departures.find((d) => d.time === (request.time ?? times[0])) : null;
  const seatsLeft = departure ? departure.seatsLeft : day.seatsLeft;
  const at = departure && times.length > 1 ? ` at ${departure.time}` : '';
  // Another start time that day is the nearest alternative there is.
  const others = at ? day.departures.filter((d) => d.time !== departure!.time && (d.state === 'available' || d.state === 'limited') && (d.seatsLeft === null || d.seatsLeft >= request.people)) : [];
  const sameDay = others.length ? `; you can still ask for ${list(others.map((d) => d.time), 'or')} that day` : '';
  const sameDayWords: Words | '' = others.length ? { id: 'refusal.sameDay', values: { times: { list: others.map((d) => d.time), or: true } } } : '';
  const where: Record<string, WordValue> = at ? { day: asked, time: departure!.time, sameDay: sameDayWords } : { day: asked, sameDay: sameDayWords };
  if (seatsLeft === 0) {
    return { field: sameDay ? 'time' : 'date', reason: `${label}${at} is sold out${sameDay}`, words: { id: at ? 'refusal.soldOutAt' : 'refusal.soldOut', values: where }, withAlternatives: !sameDay };
  }
  if (seatsLeft !== null && seatsLeft < request.people) {
    return {
      field: sameDay ? 'time' : 'people',
      reason: `${label}${at} has only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left${sameDay}`,
      words: { id: at ? 'refusal.seatsLeftAt' : 'refusal.seatsLeft', values: { ...where, seats: String(seatsLeft) } },
      withAlternatives: !sameDay,
    };
  }
  return null;
}

/** A calendar as staff give it, checked and put in order (weekdays and start times sorted, no repeats). */
export function normalisedCalendar(input: TourCalendar): TourCalendar {
  const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
  if (weekdays.length === 0) throw new BusinessRuleViolation('Choose at least one weekday the tour runs', [{ field: 'weekdays', message: 'choose at least one weekday' }]);
  if (input.seasons.length > 12) throw new BusinessRuleViolation('A tour has at most 12 seasons', [{ field: 'seasons', message: 'at most 12 seasons' }]);
  const departures = [...new Set(input.departures)].sort();
  if (departures.length > 12) throw new BusinessRuleViolation('A tour has at most 12 start times', [{ field: 'departures', message: 'at most 12 start times' }]);
  return { seasons: input.seasons.map((s) => ({ from: s.from, to: s.to })), weekdays, capacity: input.capacity, cutoffHours: input.cutoffHours, departures };
}

/** Refuses a confirmation that would put more people on the day (or departure) than it takes. */
export function assertConfirmable(date: string, departure: string | null, people: number, confirmedElsewhere: number, calendar: TourCalendar, today: string): void {
  if (calendar.capacity === null) return;
  const left = Math.max(0, calendar.capacity - confirmedElsewhere);
  if (people <= left) return;
  const at = departure && calendar.departures.length > 1 ? ` at ${departure}` : '';
  const seats = left === 0 ? 'no seats are left' : `only ${left} ${left === 1 ? 'seat is' : 'seats are'} left`;
  const message = `${dayLabel(date, today)}${at} cannot take this request: ${seats} and it is for ${people} ${people === 1 ? 'person' : 'people'}`;
  throw new BusinessRuleViolation(message, [{ field: 'people', message }]);
}
