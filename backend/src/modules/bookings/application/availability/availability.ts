import { bookings } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../../../kernel/clock';
import type { Config } from '../../../../kernel/config';
import { BusinessRuleViolation, NotFound } from '../../../../kernel/errors';
import type { QueryBus } from '../../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts, type TourAvailabilityPort } from '../../../catalog';
import {
  alternativesRange, alternativesSentence, assertConfirmable, alternativesTo, availabilityBetween, OPEN_CALENDAR, partyRefusal, takesParty, type DayAvailability, type PartyRequest,
} from '../../domain/availability';
import { addDays, bookingWindowAt, venueDate } from '../../domain/booking-window';
import { VENUE_TIME_ZONE } from '../../domain/response-deadline';
import { AvailabilityReader } from '../../infrastructure/availability-sql';

/** Days looked at per step when searching forward for a tour's next requestable day. */
const SEARCH_STEP_DAYS = 62;

/** Tours' availability: the public calendar, the check a request must pass, and the catalogue list's dates. */
@injectable()
export class Availability implements TourAvailabilityPort {
  constructor(
    @inject(AvailabilityReader) private readonly reader: AvailabilityReader,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Config) private readonly config: Config,
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
    return {
      tourId,
      timeZone: VENUE_TIME_ZONE,
      capacity: days.calendar.capacity,
      maxPassengers: tour.max_passengers,
      departures: [...days.calendar.departures],
      days: availabilityBetween(from, to, days, now, this.config.bookingWindow).map(toContract),
    };
  }

  /**
   * Refuses (422) a party the tour cannot take on the day asked for, naming the day and the
   * nearest days it can take them. `excludeRequestId`: a request already stored, whose own seats do not count.
   * Returns the start time the request is for (the only one, when the tour lists one).
   */
  async assertRequestable(tourId: string, request: PartyRequest, excludeRequestId?: string): Promise<string | null> {
    const now = this.clock.now();
    const settings = this.config.bookingWindow;
    // A day past the booking window is refused for that alone, before any day is computed (9999-12-31 has no calendar to read).
    if (request.date > bookingWindowAt(now, settings).lastDate) {
      const unread: DayAvailability = { date: request.date, state: 'closed', seatsLeft: null, pastCutoff: false, requestable: false, departures: [] };
      const { reason, field } = partyRefusal(request, unread, OPEN_CALENDAR, now, settings)!;
      throw new BusinessRuleViolation(reason, [{ field, message: reason }]);
    }
    const range = alternativesRange(request.date, now, settings);
    const from = request.date < range.from ? request.date : range.from;
    const to = request.date > range.to ? request.date : range.to;
    const days = (await this.reader.tourDays([tourId], from, to, now, excludeRequestId)).get(tourId)!;
    const all = availabilityBetween(from, to, days, now, settings);
    const day = all.find((d) => d.date === request.date)!;
    const refusal = partyRefusal(request, day, days.calendar, now, settings);
    if (refusal) {
      const near = all.filter((d) => d.date >= range.from && d.date <= range.to);
      const message = refusal.reason + (refusal.withAlternatives ? alternativesSentence(alternativesTo(request.date, request.people, near), request.people, venueDate(now)) : '');
      throw new BusinessRuleViolation(message, [{ field: refusal.field, message }]);
    }
    const times = days.calendar.departures;
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
    const confirmed = await this.reader.confirmedPeople(request.tourId, date, request.departure, calendar.departures, request.id);
    assertConfirmable(date, request.departure, request.people, confirmed, calendar, venueDate(this.clock.now()));
  }

  /** Up to `count` days near `date` a party of `people` can request instead (the bad-weather email offers them). */
  async alternatives(tourId: string, date: string, people: number, count = 3): Promise<string[]> {
    const now = this.clock.now();
    const range = alternativesRange(date, now, this.config.bookingWindow);
    if (range.to < range.from) return [];
    const days = (await this.reader.tourDays([tourId], range.from, range.to, now)).get(tourId)!;
    return alternativesTo(date, people, availabilityBetween(range.from, range.to, days, now, this.config.bookingWindow), count);
  }

  async firstRequestableDates(tourIds: readonly string[], people: number, onDate?: string): Promise<ReadonlyMap<string, string | null>> {
    const now = this.clock.now();
    const settings = this.config.bookingWindow;
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
    for (let from = window.firstDate; open.length > 0 && from <= window.lastDate; from = addDays(from, SEARCH_STEP_DAYS)) {
      const stepEnd = addDays(from, SEARCH_STEP_DAYS - 1);
      const to = stepEnd < window.lastDate ? stepEnd : window.lastDate;
      const days = await this.reader.tourDays(open, from, to, now);
      for (const id of open) {
        const first = availabilityBetween(from, to, days.get(id)!, now, settings).find((d) => takesParty(d, people));
        if (first) result.set(id, first.date);
      }
      open = open.filter((id) => !result.has(id));
    }
    for (const id of open) result.set(id, null);
    return result;
  }
}

const toContract = (d: DayAvailability): bookings.DayAvailability => ({
  date: d.date,
  state: d.state,
  seatsLeft: d.seatsLeft,
  pastCutoff: d.pastCutoff,
  requestable: d.requestable,
  departures: d.departures.map((x) => ({ time: x.time, state: x.state, seatsLeft: x.seatsLeft })),
});
