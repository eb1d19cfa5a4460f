import { BadRequest, BusinessRuleViolation, NotFound } from '../../../../kernel/errors';
import type { QueryBus } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral, isUuid } from '../../../../kernel/database/postgres';
import { FindProviderTours, FindTourFacts } from '../../../catalog';
import { bookingWindowAt, dayLabel, venueDate, type BookingWindowSettings } from '../../domain/booking-window';
import type { WeatherTarget } from './close-for-weather.command';

/** The requests a bad-weather closure cancels: still pending, or confirmed. */
export const CANCELLABLE = ['pending', 'confirmed'] as const;

/** The tours a closure is for; a target with none is a 404. */
export async function weatherTours(queries: QueryBus, target: WeatherTarget): Promise<{ id: string; title: string }[]> {
  if ('tourId' in target) {
    const [tour] = isUuid(target.tourId) ? await queries.execute(new FindTourFacts([target.tourId])) : [];
    if (!tour) throw new NotFound('Tour not found');
    return [{ id: tour.id, title: tour.title }];
  }
  const tours = await queries.execute(new FindProviderTours(target.providerId));
  if (tours.length === 0) throw new NotFound('This provider has no tours');
  return tours;
}

/** Staff close today or a later day (a past day has nobody left to tell) within the booking window (no request lies beyond it). */
export function assertClosable(date: string, now: Date, settings: BookingWindowSettings): void {
  const refuse = (message: string) => {
    throw new BusinessRuleViolation(message, [{ field: 'date', message }]);
  };
  if (date < venueDate(now)) refuse('Choose today or a later day');
  const { lastDate } = bookingWindowAt(now, settings);
  if (date > lastDate) refuse(`Choose a day up to ${dayLabel(lastDate, venueDate(now))}: no request can be made for a later one`);
}

export function weatherTarget(body: { tour_id?: string; provider_id?: string }): WeatherTarget {
  if (body.tour_id && body.provider_id) throw new BadRequest('Give a tour or a provider, not both', [{ field: 'tour_id', message: 'give a tour or a provider, not both' }]);
  if (body.tour_id) return { tourId: body.tour_id };
  if (body.provider_id) return { providerId: body.provider_id };
  throw new BadRequest('Choose a tour or a provider', [{ field: 'tour_id', message: 'choose a tour or a provider' }]);
}

/** The requests of the day the closure would cancel, with their travellers' addresses. */
export async function cancellableRequests(sql: Sql, tourIds: readonly string[], date: string): Promise<{ id: string; customer_email: string }[]> {
  return sql.rows<{ id: string; customer_email: string }>(
    `select id, customer_email from bookings.booking_requests
     where tour_id = any(?::uuid[]) and date = ?::date and status = any(?::text[]) order by created_at`,
    [arrayLiteral([...tourIds]), date, arrayLiteral([...CANCELLABLE])],
  );
}

/** Travellers are told once per request; one who sent two requests for the day is still one person to tell. */
export const travellersOf = (requests: readonly { customer_email: string }[]) => new Set(requests.map((r) => r.customer_email.toLowerCase())).size;
