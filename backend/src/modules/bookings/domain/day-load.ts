import { dayLabel } from './booking-window';

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

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The provider's view of the day in one sentence:
 * 'Sat 12 Jun: 8 of 12 seats taken (3 confirmed requests, 1 pending), not counting this request.'
 */
export function dayLoadSentence(load: DayLoad, today: string): string {
  const when = `${dayLabel(load.date, today)}${load.departure ? `, ${load.departure}` : ''}`;
  const held = load.confirmed.people + load.pending.people;
  const requests = `${count(load.confirmed.requests, 'confirmed request', 'confirmed requests')}, ${load.pending.requests} pending`;
  const closed = load.closed ? ' The day is closed for new requests.' : '';
  if (load.confirmed.requests + load.pending.requests === 0) {
    const seats = load.capacity === null ? 'no capacity set' : `all ${count(load.capacity, 'seat', 'seats')} free`;
    return `${when}: no other requests yet (${seats}).${closed}`;
  }
  if (load.capacity === null) return `${when}: ${count(held, 'person', 'people')} in other requests (${requests}); no capacity set.${closed}`;
  return `${when}: ${held} of ${count(load.capacity, 'seat', 'seats')} taken (${requests}), not counting this request.${closed}`;
}
