import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import { call } from '@costiera/kit';
import { bookings } from '@costiera/contracts';
import { adminKeys } from './query-keys';

export type WeatherClosureInput = t.OutputOf<typeof bookings.WeatherClosureBody>;

/** Asks what a bad-weather closure would do; changes nothing. */
export function useWeatherPreview() {
  return useMutation({ mutationFn: (body: WeatherClosureInput) => call(bookings.closeForWeather, { body: { ...body, preview: true } }) });
}

/** Closes the day (and cancels its requests when asked); tours' calendars, requests and stats refresh after. */
export function useCloseForWeather() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeatherClosureInput) => call(bookings.closeForWeather, { body: { ...body, preview: false } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tours }),
        queryClient.invalidateQueries({ queryKey: adminKeys.bookingRequests }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboardStats }),
      ]),
  });
}
