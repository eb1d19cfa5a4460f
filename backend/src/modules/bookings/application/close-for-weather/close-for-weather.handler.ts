import type { bookings } from '@costiera/contracts';
import { LockMode } from '@mikro-orm/core';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../../../kernel/clock';
import { BOOKINGS_SETTINGS, type BookingsSettings } from '../../settings';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { badWeatherReason } from '../../domain/booking-decision';
import { BookingRequestSchema } from '../../infrastructure/booking-request.schema';
import { closeTourDates } from '../tour-calendar/tour-calendar.handlers';
import type { CloseForWeather, PreviewWeatherClosure } from './close-for-weather.command';
import { assertClosable, CANCELLABLE, cancellableRequests, travellersOf, weatherTours } from './weather-scope';
import { auditBookings } from '../bookings-audit';

@injectable()
export class CloseForWeatherHandler implements CommandHandler<CloseForWeather, bookings.WeatherClosure> {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
  ) {}

  async execute({ target, date, note, cancelRequests, username }: CloseForWeather, uow: UnitOfWork): Promise<bookings.WeatherClosure> {
    const now = this.clock.now();
    assertClosable(date, now, this.settings.bookingWindow);
    const tours = await weatherTours(this.queries, target);
    const reason = badWeatherReason(note);
    // Closed in the same transaction as the cancellations: a new request cannot slip in between.
    for (const tour of tours) await closeTourDates(uow, tour.id, [date], reason, username);
    const closure = { id: date, label: `${date}: ${tours.map((t) => t.title).join(', ')}` };
    const closed = { date, reason, tours: tours.map((t) => t.id) };
    if (!cancelRequests) {
      auditBookings(uow, 'weather-closure', closure, 'create', null, closed);
      return { date, preview: false, tours, requests: 0, travellers: 0 };
    }
    // Locked until commit: a decision racing this one waits, then finds the request cancelled.
    const requests = await uow.em.find(
      BookingRequestSchema,
      { tourId: { $in: tours.map((t) => t.id) }, date, status: { $in: [...CANCELLABLE] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { createdAt: 'asc' } },
    );
    for (const request of requests) request.decide({ kind: 'admin', username }, { action: 'cancel-for-weather', note }, now);
    auditBookings(uow, 'weather-closure', closure, 'create', null, { ...closed, cancelled_requests: requests.map((r) => r.reference) });
    return { date, preview: false, tours, requests: requests.length, travellers: travellersOf(requests.map((r) => ({ customer_email: r.customerEmail }))) };
  }
}

@injectable()
export class PreviewWeatherClosureHandler implements QueryHandler<PreviewWeatherClosure, bookings.WeatherClosure> {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(BOOKINGS_SETTINGS) private readonly settings: BookingsSettings,
  ) {}

  async execute({ target, date, cancelRequests }: PreviewWeatherClosure): Promise<bookings.WeatherClosure> {
    assertClosable(date, this.clock.now(), this.settings.bookingWindow);
    const tours = await weatherTours(this.queries, target);
    if (!cancelRequests) return { date, preview: true, tours, requests: 0, travellers: 0 };
    const requests = await cancellableRequests(this.sql, tours.map((t) => t.id), date);
    return { date, preview: true, tours, requests: requests.length, travellers: travellersOf(requests) };
  }
}
