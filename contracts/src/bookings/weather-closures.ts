import * as t from 'io-ts';
import { boolean, closed, isoDate, text } from '../codecs';
import { route } from '../http';

/**
 * Bad weather: close a day for one tour or for every tour of a provider, and optionally cancel
 * that day's pending and confirmed requests (each traveller is emailed once). With `preview`
 * nothing changes: the answer says what would happen. Give `tour_id` or `provider_id`, not both.
 */
export const WeatherClosureBody = closed(
  {
    date: isoDate('Date'),
    reason: text('Reason', 300),
    cancel_requests: boolean('Cancel requests'),
  },
  {
    tour_id: text('Tour', 64),
    provider_id: text('Provider', 64),
    preview: boolean('Preview'),
  },
  'WeatherClosureBody',
);
export type WeatherClosureBody = t.TypeOf<typeof WeatherClosureBody>;

/**
 * What the closure does (or would do, for a preview): the tours closed that day, the requests
 * cancelled and the travellers emailed (both 0 when requests stay). A repeat finds nothing left to do.
 */
export const WeatherClosure = t.type(
  {
    date: t.string,
    preview: t.boolean,
    tours: t.array(t.type({ id: t.string, title: t.string })),
    requests: t.number,
    travellers: t.number,
  },
  'WeatherClosure',
);
export type WeatherClosure = t.TypeOf<typeof WeatherClosure>;

export const closeForWeather = route({
  name: 'bookings.admin.weather-closure',
  method: 'POST',
  path: '/api/admin/weather-closures',
  access: 'admin',
  body: WeatherClosureBody,
  response: WeatherClosure,
  status: 200,
});
