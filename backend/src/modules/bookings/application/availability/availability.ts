import { bookings } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../../../kernel/clock';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../../settings';
import { BusinessRuleViolation, NotFound } from '../../../../kernel/errors';
import type { QueryBus } from '../../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts, type TourAvailabilityPort } from '../../../catalog';
import {
  alternativesRange, alternativesSentence, alternativesWords, assertConfirmable, alternativesTo, availabilityBetween, departureOf, OPEN_CALENDAR, partyRefusal, runsOn, takesParty, type DayAvailability, type PartyRequest,
} from '../../domain/availability';
import type { DayLoad } from '../../domain/day-load';
import { addDays, bookingWindowAt, venueDate } from '../../domain/booking-window';
import { VENUE_TIME_ZONE } from '../../domain/response-deadline';
import { AvailabilityReader } from '../../infrastructure/availability-sql';
import { BookingRefusal } from '../../domain/refusal-words';

/** Days looked at per step when searching forward for a tour's next requestable day (the first step is a week). */
const FIRST_STEP_DAYS = 7;
const SEARCH_STEP_DAYS = 62;

/** Tours' availability: the public calendar, the check a request must pass, and the catalogue list's dates. */
@injectable()
export class Availability implements TourAvailabilityPort {
  constructor(
    @inject(AvailabilityReader) private readonly reader: AvailabilityReader,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
  ) {}

  /** The public call: from today (venue calendar) for six weeks unless asked otherwise; at most AVAILABILITY_MAX_DAYS. */
  async ofTour(tourId: string, range: { from?: string; to?: string }): Promise<bookings.TourAvailability> {
    const [tour] = await this.queries.execute(new FindTourFacts([tourId]));
    if (!tour) throw new NotFound('Tour not found');
    const now = this.clock.now();
    const from = range.from ?? venueDate(now);
    const to = range.to ?? addDays(from, 41);
    if (to < from) throw new BusinessRuleViolation('"to" must be on or after "from"', [{ field: 'to', message: 'must be on or after from' }]);
    if (addDays(from, bookings.AVAILABILITY_MAX_DAYS - 1) < to) {
      const message = `Ask for at most ${bookings.AVAILABILITY_MAX_DAYS} days at a time`;
      throw new BusinessRuleViolation(message, [{ field: 'to', message }]);
    }
    const days = (await this.reader.tourDays([tourId], from, to, now)).get(tourId)!;
    const next = await this.firstRequestableDates([tourId], 1);
    return {
      tourId,
      timeZone: VENUE_TIME_ZONE,
      capacity: days.calendar.capacity,
      maxPassengers: tour.max_passengers,
      departures: [...days.calendar.departures],
      days: availabilityBetween(from, to, days, now, this.settings.bookingWindow).map(toContract),
      nextRequestableDate: next.get(tourId) ?? null,
    };
  }

  /**
   * Refuses (422) a party the tour cannot take on the day asked for, naming the day and the
   * nearest days it can take them. `excludeRequestId`: a request already stored, whose own seats do not count.
   * Returns the start time the request is for (the only one, when the tour lists one).
   */
  async assertRequestable(tourId: string, request: PartyRequest, excludeRequestId?: string): Promise<string | null> {
    const now = this.clock.now();
    const settings = this.settings.bookingWindow;
    // The day asked for alone first (the common case, an indexed look-up); the days around it only when it is refused.
    const window = bookingWindowAt(now, settings);
    const inWindow = request.date >= venueDate(now) && request.date <= window.lastDate;
    const days = inWindow ? (await this.reader.tourDays([tourId], request.date, request.date, now, excludeRequestId)).get(tourId)! : null;
    // Outside the window the refusal names the window's bounds before it looks at the day.
    const day = days ? availabilityBetween(request.date, request.date, days, now, settings)[0]! : outsideWindow(request.date);
    const refusal = partyRefusal(request, day, days?.calendar ?? OPEN_CALENDAR, now, settings);
    if (refusal) {
      if (!refusal.withAlternatives) throw new BookingRefusal(refusal.reason, refusal.field, [refusal.words]);
      const alternatives = await this.alternatives(tourId, request.date, request.people, 3, excludeRequestId);
      const today = venueDate(now);
      throw new BookingRefusal(refusal.reason + alternativesSentence(alternatives, request.people, today), refusal.field, [refusal.words, alternativesWords(alternatives, request.people, today)]);
    }
    const times = days!.calendar.departures;
    return times.length === 0 ? null : (request.time ?? times[0]!);
  }

  /**
   * Refuses (422) confirming `people` on a day whose confirmed requests leave fewer seats. Run in
   * the confirming transaction: the day stays locked until it commits.
   */
  async assertSeatsToConfirm(request: { id: string; tourId: string; departure: string | null; people: number }, date: string): Promise<void> {
    await this.reader.lockDay(request.tourId, date);
    const calendar = (await this.reader.calendars([request.tourId])).get(request.tourId);
    if (!calendar || calendar.capacity === null) return;
    const now = this.clock.now();
    const { confirmed } = await this.reader.dayRequests(request.tourId, date, request.departure, calendar.departures, now, request.id);
    assertConfirmable(date, request.departure, request.people, confirmed.people, calendar, venueDate(now));
  }

  /** How full a request's day (its departure) already is, without the request itself: the provider's decision page shows it. */
  async dayLoad(request: { id: string; tourId: string; date: string; departure: string | null }): Promise<DayLoad> {
    const now = this.clock.now();
    const days = (await this.reader.tourDays([request.tourId], request.date, request.date, now, request.id)).get(request.tourId)!;
    const { calendar } = days;
    const departure = departureOf({ departure: request.departure }, calendar.departures);
    const counts = await this.reader.dayRequests(request.tourId, request.date, request.departure, calendar.departures, now, request.id);
    return { date: request.date, departure, capacity: calendar.capacity, closed: days.closed.has(request.date) || !runsOn(calendar, request.date), ...counts };
  }

  /** Up to `count` days near `date` a party of `people` can request instead (the bad-weather email offers them). */
  async alternatives(tourId: string, date: string, people: number, count = 3, excludeRequestId?: string): Promise<string[]> {
    const now = this.clock.now();
    const range = alternativesRange(date, now, this.settings.bookingWindow);
    if (range.to < range.from) return [];
    const days = (await this.reader.tourDays([tourId], range.from, range.to, now, excludeRequestId)).get(tourId)!;
    return alternativesTo(date, people, availabilityBetween(range.from, range.to, days, now, this.settings.bookingWindow), count);
  }

  async firstRequestableDates(tourIds: readonly string[], people: number, onDate?: string): Promise<ReadonlyMap<string, string | null>> {
    const now = this.clock.now();
    const settings = this.settings.bookingWindow;
    const window = bookingWindowAt(now, settings);
    const result = new Map<string, string | null>();
    if (onDate !== undefined) {
      const days = await this.reader.tourDays(tourIds, onDate, onDate, now);
      for (const id of tourIds) {
        const [day] = availabilityBetween(onDate, onDate, days.get(id)!, now, settings);
        result.set(id, day && takesParty(day, people) && onDate >= window.firstDate ? onDate : null);
      }
      return result;
    }
    let open = [...tourIds];
    // Most tours take the first days of the window: a short first step, longer ones for tours closed for a season.
    for (let from = window.firstDate, step = FIRST_STEP_DAYS; open.length > 0 && from <= window.lastDate; from = addDays(from, step), step = SEARCH_STEP_DAYS) {
      const stepEnd = addDays(from, step - 1);
      const to = stepEnd < window.lastDate ? stepEnd : window.lastDate;
      const days = await this.reader.tourDays(open, from, to, now);
      for (const id of open) {
        const first = availabilityBetween(from, to, days.get(id)!, now, settings, (d) => takesParty(d, people)).find((d) => takesParty(d, people));
        if (first) result.set(id, first.date);
      }
      open = open.filter((id) => !result.has(id));
    }
    for (const id of open) result.set(id, null);
    return result;
  }
}

/** A day outside the booking window, as far as a refusal needs one. */
const outsideWindow = (date: string): DayAvailability => ({ date, state: 'closed', seatsLeft: null, pastCutoff: false, requestable: false, departures: [] });

const toContract = (d: DayAvailability): bookings.DayAvailability => ({
  date: d.date,
  state: d.state,
  seatsLeft: d.seatsLeft,
  pastCutoff: d.pastCutoff,
  requestable: d.requestable,
  departures: d.departures.map((x) => ({ time: x.time, state: x.state, seatsLeft: x.seatsLeft })),
});
