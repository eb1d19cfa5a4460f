import * as t from 'io-ts';
import { closed, integer, isoDate, monthDay, nullable, optionalText, queryDate, timeOfDay } from '../codecs';
import { route } from '../http';

/**
 * A day's state, in the OCTO standard's words: `available`, `limited` (few seats left),
 * `sold_out` (no seat left) or `closed` (the tour does not run, or staff closed the day).
 */
export const AVAILABILITY_STATES = ['available', 'limited', 'sold_out', 'closed'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];
const State = t.keyof({ available: null, limited: null, sold_out: null, closed: null }, 'AvailabilityState');

/** One departure of a day: its start time on the venue's clock and the seats it has left (null: no capacity set). */
export const DepartureAvailability = t.type({ time: t.string, state: State, seatsLeft: nullable(t.number) }, 'DepartureAvailability');
export type DepartureAvailability = t.TypeOf<typeof DepartureAvailability>;

/**
 * One day of a tour's calendar. `seatsLeft` is null when the tour has no daily capacity; with
 * departures it is the most any one departure has left. `pastCutoff`: requests for the day
 * are no longer taken. `requestable`: a party of one may ask for it now.
 */
export const DayAvailability = t.type(
  { date: t.string, state: State, seatsLeft: nullable(t.number), pastCutoff: t.boolean, requestable: t.boolean, departures: t.array(DepartureAvailability) },
  'DayAvailability',
);
export type DayAvailability = t.TypeOf<typeof DayAvailability>;

export const TourAvailability = t.type(
  {
    tourId: t.string,
    timeZone: t.string,
    /** People per day (per departure when there are several); null: no limit but the party size. */
    capacity: nullable(t.number),
    maxPassengers: t.number,
    /** Start times ('09:30'); empty when the tour does not list them. */
    departures: t.array(t.string),
    days: t.array(DayAvailability),
    /** The first day a party of one can request now, within the booking window (it may lie after `days`); null: none. */
    nextRequestableDate: nullable(t.string),
  },
  'TourAvailability',
);
export type TourAvailability = t.TypeOf<typeof TourAvailability>;

/** At most this many days per call. */
export const AVAILABILITY_MAX_DAYS = 100;

export const getTourAvailability = route({
  name: 'bookings.tour-availability',
  method: 'GET',
  path: '/api/tours/:id/availability',
  access: 'public',
  params: t.type({ id: t.string }),
  /** From today (venue calendar) when `from` is absent; `to` defaults to 41 days after `from`; at most 100 days. */
  query: closed({}, { from: queryDate('From'), to: queryDate('To') }),
  response: TourAvailability,
});

/** A yearly operating season, first and last day included ('04-01' to '10-31'; '12-01' to '01-06' runs over the new year). */
export const Season = t.type({ from: t.string, to: t.string }, 'Season');
const SeasonBody = closed({ from: monthDay('Season start'), to: monthDay('Season end') }, {}, 'Season');

export const ClosedDate = t.type({ date: t.string, reason: nullable(t.string) }, 'ClosedDate');
export type ClosedDate = t.TypeOf<typeof ClosedDate>;

/** A tour's calendar as staff edit it. No seasons: all year. Weekdays: 1 Monday to 7 Sunday. */
export const TourCalendar = t.type(
  {
    tour_id: t.string,
    seasons: t.array(Season),
    weekdays: t.array(t.number),
    capacity: nullable(t.number),
    /** Hours before the day starts (00:00 venue time) when requests close; null: the site's rule. */
    cutoff_hours: nullable(t.number),
    departures: t.array(t.string),
    /** Closed days from today on, with staff's reason. */
    closed_dates: t.array(ClosedDate),
  },
  'TourCalendar',
);
export type TourCalendar = t.TypeOf<typeof TourCalendar>;

export const TourCalendarBody = closed(
  {
    seasons: t.array(SeasonBody),
    weekdays: t.array(integer('Weekday', 1, 7)),
  },
  {
    capacity: nullable(integer('Daily capacity', 1, 10_000)),
    cutoff_hours: nullable(integer('Cut-off', 0, 24 * 30)),
    departures: t.array(timeOfDay('Start time')),
  },
  'TourCalendarBody',
);
export type TourCalendarBody = t.TypeOf<typeof TourCalendarBody>;

const TourParams = t.type({ id: t.string });
const TourDateParams = t.type({ id: t.string, date: isoDate('Date') });

export const getTourCalendar = route({
  name: 'bookings.admin.tour-calendar',
  method: 'GET',
  path: '/api/admin/tours/:id/calendar',
  access: 'admin',
  params: TourParams,
  response: TourCalendar,
});
export const updateTourCalendar = route({
  name: 'bookings.admin.update-tour-calendar',
  method: 'PUT',
  path: '/api/admin/tours/:id/calendar',
  access: 'admin',
  params: TourParams,
  body: TourCalendarBody,
  response: TourCalendar,
});
export const closeTourDate = route({
  name: 'bookings.admin.close-tour-date',
  method: 'PUT',
  path: '/api/admin/tours/:id/closed-dates/:date',
  access: 'admin',
  params: TourDateParams,
  body: closed({}, { reason: optionalText('Reason', 500) }),
  response: TourCalendar,
});
export const reopenTourDate = route({
  name: 'bookings.admin.reopen-tour-date',
  method: 'DELETE',
  path: '/api/admin/tours/:id/closed-dates/:date',
  access: 'admin',
  params: TourDateParams,
  response: TourCalendar,
});

/** A request on a day of the admin calendar: who, how many, at what time, and where it stands. */
export const CalendarDayRequest = t.type(
  { id: t.string, customer_name: t.string, people: t.number, time: nullable(t.string), status: t.string },
  'CalendarDayRequest',
);
export type CalendarDayRequest = t.TypeOf<typeof CalendarDayRequest>;

/**
 * A day as staff see it: the public state, or `not_running` when the calendar does not run the
 * tour that day (season or weekday); `closed` is a day staff closed, with their reason.
 */
export const CALENDAR_DAY_STATES = ['available', 'limited', 'sold_out', 'closed', 'not_running'] as const;
export type CalendarDayState = (typeof CALENDAR_DAY_STATES)[number];
export const CalendarDay = t.type(
  {
    date: t.string,
    state: t.keyof({ available: null, limited: null, sold_out: null, closed: null, not_running: null }, 'CalendarDayState'),
    seatsLeft: nullable(t.number),
    closedReason: nullable(t.string),
    requests: t.array(CalendarDayRequest),
  },
  'CalendarDay',
);
export type CalendarDay = t.TypeOf<typeof CalendarDay>;

/** `today`: the venue's date on the server's clock (days before it are past: no bad-weather closing). */
export const TourCalendarDays = t.type({ tour_id: t.string, today: t.string, capacity: nullable(t.number), days: t.array(CalendarDay) }, 'TourCalendarDays');
export type TourCalendarDays = t.TypeOf<typeof TourCalendarDays>;

export const getTourCalendarDays = route({
  name: 'bookings.admin.tour-calendar-days',
  method: 'GET',
  path: '/api/admin/tours/:id/calendar/days',
  access: 'admin',
  params: TourParams,
  /** From the first of this month (venue calendar) to its last day when absent; at most 100 days. */
  query: closed({}, { from: queryDate('From'), to: queryDate('To') }),
  response: TourCalendarDays,
});
