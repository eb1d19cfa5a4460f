import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { bookingMessages, type BookingMessages } from '../messages/booking-messages';

/** How full a day (or one departure of it) is, apart from the request being decided. */
export interface DayLoad {
  readonly date: string;
  /** The departure counted ('HH:MM'); null when the tour lists no start times. */
  readonly departure: string | null;
  /** Seats per day (per departure); null: no capacity set. */
  readonly capacity: number | null;
  /** Closed for new requests (a closed day, or one the tour does not run). */
  readonly closed: boolean;
  readonly confirmed: { readonly requests: number; readonly people: number };
  readonly pending: { readonly requests: number; readonly people: number };
}

/**
 * The provider's view of the day in one sentence, in their language (English by default):
 * 'Sat 12 Jun: 8 of 12 seats taken (3 confirmed requests, 1 pending), not counting this request.'
 */
export function dayLoadSentence(load: DayLoad, today: string, m: BookingMessages = bookingMessages(SOURCE_LANGUAGE)): string {
  const day = m.shortDay(load.date, today);
  const when = load.departure ? m.t('load.when', { day, departure: load.departure }) : day;
  const held = load.confirmed.people + load.pending.people;
  const requests = m.t('load.requests', { confirmed: m.t('load.confirmedRequests', { count: load.confirmed.requests }), pending: load.pending.requests });
  const closed = load.closed ? ` ${m.t('load.closed')}` : '';
  const seats = load.capacity === null ? '' : m.t('load.seats', { count: load.capacity });
  if (load.confirmed.requests + load.pending.requests === 0) {
    return (load.capacity === null ? m.t('load.noneYetNoCapacity', { when }) : m.t('load.noneYet', { when, seats, capacity: load.capacity })) + closed;
  }
  if (load.capacity === null) return m.t('load.noCapacity', { when, people: m.people(held), requests }) + closed;
  return m.t('load.taken', { when, held, seats, requests }) + closed;
}
