import type { bookings } from '@costiera/contracts';
import { Command } from '../../../../kernel/cqrs/command-bus';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One tour, or every tour of a provider (the catalogue's provider id). */
export type WeatherTarget = { readonly tourId: string } | { readonly providerId: string };

/**
 * Bad weather: closes `date` for the target's tours and, with `cancelRequests`, cancels that
 * day's pending and confirmed requests as `username` (each traveller gets the bad-weather email).
 * What is closed or cancelled already is left alone: a repeat changes nothing.
 */
export class CloseForWeather extends Command<bookings.WeatherClosure> {
  constructor(
    readonly target: WeatherTarget,
    readonly date: string,
    readonly note: string,
    readonly cancelRequests: boolean,
    readonly username: string,
  ) {
    super();
  }
}

/** What CloseForWeather would do now, changing nothing: the tours, and the requests and travellers it would cancel and tell. */
export class PreviewWeatherClosure extends Query<bookings.WeatherClosure> {
  constructor(readonly target: WeatherTarget, readonly date: string, readonly cancelRequests: boolean) {
    super();
  }
}
