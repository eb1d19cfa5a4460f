import { bookings } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import type { Clock } from '../../../kernel/clock';
import { BusinessRuleViolation, NotFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/database/postgres';
import { TOKENS } from '../../../kernel/tokens';
import { Availability } from '../application/availability/availability';
import { CloseTourDates, GetTourCalendar, ReopenTourDate, UpdateTourCalendar } from '../application/tour-calendar/tour-calendar.commands';
import { addDays, venueDate } from '../domain/booking-window';
import { GetTourCalendarDays } from '../application/get-tour-calendar-days/get-tour-calendar-days.query';
import { CloseForWeather, PreviewWeatherClosure } from '../application/close-for-weather/close-for-weather.command';
import { weatherTarget } from '../application/close-for-weather/weather-scope';

/** What changes a day's state: requests and calendars (bookings.), tours (catalog.: deleted, size changed). */
export const AVAILABILITY_EVENTS = ['bookings.', 'catalog.'];

const HOUR = 3_600_000;

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

export function availabilityRoutes(table: RouteTable, context: ModuleContext): void {
  const { container, commands, queries, cache } = context;
  const availability = container.get(Availability);
  const clock = container.get<Clock>(TOKENS.Clock);
  const tourId = (id: string) => {
    if (!isUuid(id)) throw new NotFound('Tour not found');
    return id;
  };

  // Requests close and pending requests release their seats on the hour: an answer is kept for its hour at most.
  table.add(bookings.getTourAvailability, async ({ params, query }) => availability.ofTour(tourId(params.id), query), {
    cache: cache.region('bookings.availability', AVAILABILITY_EVENTS),
    variesWith: () => String(Math.floor(clock.now().getTime() / HOUR)),
  });

  const calendarOf = async (id: string) => {
    const calendar = await queries.execute(new GetTourCalendar(tourId(id), venueDate(clock.now())));
    if (!calendar) throw new NotFound('Tour not found');
    return calendar;
  };
  table.add(bookings.getTourCalendar, async ({ params }) => calendarOf(params.id));
  table.add(bookings.updateTourCalendar, async ({ params, body }) => {
    await commands.execute(
      new UpdateTourCalendar(tourId(params.id), {
        seasons: body.seasons,
        weekdays: body.weekdays,
        capacity: body.capacity ?? null,
        cutoffHours: body.cutoff_hours ?? null,
        departures: body.departures ?? [],
      }),
    );
    return calendarOf(params.id);
  });
  table.add(bookings.closeTourDate, async ({ params, body, user }) => {
    await commands.execute(new CloseTourDates(tourId(params.id), [params.date], body.reason ?? null, user!.username));
    return calendarOf(params.id);
  });
  table.add(bookings.reopenTourDate, async ({ params }) => {
    await commands.execute(new ReopenTourDate(tourId(params.id), params.date));
    return calendarOf(params.id);
  });

  table.add(bookings.getTourCalendarDays, async ({ params, query }) => {
    const from = query.from ?? firstOfMonth(venueDate(clock.now()));
    const to = query.to ?? addDays(firstOfMonth(addDays(firstOfMonth(from), 31)), -1);
    if (to < from) throw new BusinessRuleViolation('"to" must be on or after "from"', [{ field: 'to', message: 'must be on or after from' }]);
    if (addDays(from, bookings.AVAILABILITY_MAX_DAYS - 1) < to) {
      const message = `Ask for at most ${bookings.AVAILABILITY_MAX_DAYS} days at a time`;
      throw new BusinessRuleViolation(message, [{ field: 'to', message }]);
    }
    const days = await queries.execute(new GetTourCalendarDays(tourId(params.id), from, to));
    if (!days) throw new NotFound('Tour not found');
    return days;
  });
  table.add(bookings.closeForWeather, async ({ body, user }) => {
    const target = weatherTarget(body);
    if (body.preview) return queries.execute(new PreviewWeatherClosure(target, body.date, body.cancel_requests));
    return commands.execute(new CloseForWeather(target, body.date, body.reason, body.cancel_requests, user!.username));
  });
}
