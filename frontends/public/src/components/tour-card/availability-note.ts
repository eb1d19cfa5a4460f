import type { catalog } from '@costiera/contracts';
import type { I18n } from '../../i18n/i18n';

/**
 * The card's line about dates: with a date filter, that the tour can be asked for that day (the
 * list holds only such tours); otherwise its next day open for requests, when it has one.
 */
export function availabilityNote(i18n: I18n, date: string, tour: catalog.TourListItem): string | undefined {
  if (date) return i18n.t('card.availableOn', { date: i18n.shortDate(date) });
  return tour.nextAvailableDate ? i18n.t('card.nextAvailable', { date: i18n.shortDate(tour.nextAvailableDate) }) : undefined;
}
