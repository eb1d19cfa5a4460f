import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { bookingMessages, type BookingMessages } from '../messages/booking-messages';
import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { tourWords } from './booking-email-parts';

const centsOf = (decimal: string) => Math.round(Number(decimal) * 100);

type PricedTour = Pick<NonNullable<BookingEmailFacts['tour']>, 'priceFrom' | 'currency' | 'priceUnit'>;

/**
 * What the party pays, in the words of the tour card: 'From €55 x 2 people: €110, paid to the
 * provider on the day'; a price per boat (per day, per transfer) is not multiplied by the party.
 */
export function partyPrice(tour: PricedTour, party: number, m: BookingMessages = bookingMessages(SOURCE_LANGUAGE)): string {
  const each = centsOf(tour.priceFrom);
  if (!Number.isFinite(each)) return m.t('price.onTheDay');
  if (tour.priceUnit !== 'person') return m.t('price.perUnit', { price: m.money(each, tour.currency), unit: tour.priceUnit });
  return m.t('price.perPerson', { price: m.money(each, tour.currency), people: m.people(party), total: m.money(each * party, tour.currency) });
}

/** Where the traveller cancels: their booking page's address (a text email), the button below it (an HTML email), or this very page. */
export type CancelHint = { readonly page: string } | 'button-below' | 'on-this-page';

/** What a confirmed traveller needs for the day: when, where, who to call, what it costs, the provider's note, and how to cancel. */
export function confirmationDetails(facts: BookingEmailFacts, cancel: CancelHint, m: BookingMessages): Array<[string, string | null]> {
  const tour = facts.tour;
  const toCancel = cancel === 'button-below' ? m.t('cancel.buttonBelow') : cancel === 'on-this-page' ? m.t('cancel.onThisPage') : m.t('cancel.page', { page: cancel.page });
  return [
    [m.t('fact.date'), m.day(facts.date)],
    [m.t('fact.startTime'), facts.departure ? m.startTime(facts.departure) : null],
    [m.t('fact.meetingPoint'), tourWords(facts, m)?.meetingPoint ?? null],
    [m.t('fact.provider'), tour?.providerName ?? null],
    [m.t('fact.providerPhone'), tour?.providerPhone ?? null],
    [m.t('fact.price'), tour ? partyPrice(tour, facts.people, m) : null],
    [m.t('fact.providerNote'), facts.confirmationNote],
    [m.t('fact.toCancel'), toCancel],
  ];
}
