import type { PriceUnit } from '@costiera/contracts';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { formatDay } from './email-dates';
import { people } from './booking-email-parts';

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };
const UNIT_WORDS: Record<Exclude<PriceUnit, 'person'>, string> = { boat: 'per boat', day: 'per day', transfer: 'per transfer' };

/** An amount in cents as the site shows prices: '€110', '€1,250', '€27.50'. */
function money(cents: number, currency: string): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  return `${SYMBOLS[currency] ?? `${currency} `}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

const centsOf = (decimal: string) => Math.round(Number(decimal) * 100);

/**
 * What the party pays, in the words of the tour card: 'From €55 x 2 people: €110, paid to the
 * provider on the day'; a price per boat (per day, per transfer) is not multiplied by the party.
 */
export function partyPrice(tour: NonNullable<BookingEmailFacts['tour']>, party: number): string {
  const each = centsOf(tour.priceFrom);
  if (!Number.isFinite(each)) return 'Paid to the provider on the day';
  if (tour.priceUnit !== 'person') return `From ${money(each, tour.currency)} ${UNIT_WORDS[tour.priceUnit]}, paid to the provider on the day`;
  return `From ${money(each, tour.currency)} x ${people(party)}: ${money(each * party, tour.currency)}, paid to the provider on the day`;
}

/** Where the traveller cancels: their booking page's address (a text email), the button below it (an HTML email), or this very page. */
export type CancelHint = { readonly page: string } | 'button-below' | 'on-this-page';

const CANCEL_WORDS = {
  'button-below': 'Open your booking page (the button below) and press "Cancel my booking"; the provider is told at once.',
  'on-this-page': 'Press "Cancel my booking" below; the provider is told at once.',
};

/** What a confirmed traveller needs for the day: when, where, who to call, what it costs, the provider's note, and how to cancel. */
export function confirmationDetails(facts: BookingEmailFacts, cancel: CancelHint): Array<[string, string | null]> {
  const tour = facts.tour;
  return [
    ['Date', formatDay(facts.date)],
    ['Start time', facts.departure ? `${facts.departure} (Rome time)` : null],
    ['Meeting point', tour?.meetingPoint ?? null],
    ['Provider', tour?.providerName ?? null],
    ["Provider's phone", tour?.providerPhone ?? null],
    ['Price', tour ? partyPrice(tour, facts.people) : null],
    ["Provider's note", facts.confirmationNote],
    ['To cancel', typeof cancel === 'string' ? CANCEL_WORDS[cancel] : `Open your booking page and press "Cancel my booking": ${cancel.page}`],
  ];
}
