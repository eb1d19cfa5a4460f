import type { catalog } from '@costiera/contracts';
import { shortDate } from '../../dates/short-date';

/**
 * The card's line about dates: with a date filter, that the tour can be asked for that day (the
 * list holds only such tours); otherwise its next day open for requests, when it has one.
 */
export function availabilityNote(date: string, tour: catalog.TourListItem): string | undefined {
  if (date) return `Available on ${shortDate(date)}`;
  return tour.nextAvailableDate ? `Next available: ${shortDate(tour.nextAvailableDate)}` : undefined;
}
