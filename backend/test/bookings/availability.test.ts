import * as t from 'io-ts';
import { bookings, catalog } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, expectShape } from '../catalog/fixtures';
import { bookingBody } from '../events/fixtures';
import { TestClock } from './booking-links';
import { newReference } from '../support/references';

// The clock starts on Friday 1 May 2026 at 10:00 Rome time (summer time, UTC+2); each test moves it as it needs.
const clock = new TestClock();
let app: TestApp;
let cookie: string;
let categoryId: string;
beforeAll(async () => {
  app = await startTestApp({ BOOKING_REQUESTS_PER_MINUTE: '100000', BOOKING_PAGES_PER_MINUTE: '1000' }, { clock });
  cookie = await app.signInAsAdmin();
  categoryId = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
});
afterAll(() => app.close());
afterEach(() => clock.reset());

type Calendar = Partial<bookings.TourCalendarBody>;

let tours = 0;
/** A new tour (for 10 people at most), with a calendar when one is given. */
async function newTour(calendar?: Calendar, title = `Capri Boat Day ${++tours}`): Promise<string> {
  const id = await createTour(app, cookie, categoryId, { title, max_passengers: 10 });
  if (calendar) await setCalendar(id, calendar);
  return id;
}

async function setCalendar(id: string, calendar: Calendar): Promise<bookings.TourCalendar> {
  const res = await app.request<bookings.TourCalendar>('PUT', `/api/admin/tours/${id}/calendar`, { cookie, body: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], ...calendar } });
  if (res.status !== 200) throw new Error(`calendar not set: ${res.status} ${res.text}`);
  return res.body;
}

async function daysOf(id: string, from: string, to = from): Promise<bookings.DayAvailability[]> {
  const res = await app.request<bookings.TourAvailability>('GET', `/api/tours/${id}/availability?from=${from}&to=${to}`);
  if (res.status !== 200) throw new Error(`availability: ${res.status} ${res.text}`);
  return res.body.days;
}
const dayOf = async (id: string, date: string) => (await daysOf(id, date))[0]!;
/** Each day's state, by date. */
const statesOf = async (id: string, from: string, to: string) => Object.fromEntries((await daysOf(id, from, to)).map((d) => [d.date, d.state]));

let travellers = 0;
const book = (tourId: string, overrides: Record<string, unknown> = {}) =>
  app.request<{ id: string; message: string; details: Array<{ field: string; message: string }> }>('POST', '/api/booking-requests', {
    body: bookingBody(tourId, { customerEmail: `traveller${++travellers}@example.com`, ...overrides }),
  });

async function booked(tourId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await book(tourId, overrides);
  if (res.status !== 201) throw new Error(`booking request not accepted: ${res.status} ${res.text}`);
  return res.body.id;
}

const setStatus = (id: string, status: 'pending' | 'confirmed' | 'cancelled') => app.request<{ message: string }>('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status } });

const sql = <T>(query: string, params: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(query, params);
const stored = async (tourId: string) => Number((await sql<{ n: string }>('select count(*) as n from bookings.booking_requests where tour_id = ?', [tourId]))[0]!.n);

/** A 422 on `field` with exactly `message`, and nothing stored for the tour. */
async function expectRefused(tourId: string, overrides: Record<string, unknown>, field: string, message: string): Promise<void> {
  const before = await stored(tourId);
  const res = await book(tourId, overrides);
  expect([res.status, res.body]).toEqual([422, { error: 'unprocessable', message, details: [{ field, message }] }]);
  expect(await stored(tourId)).toBe(before);
}

describe("a tour's seasons, weekdays and closed days", () => {
  it('a tour without a calendar takes every date of the booking window, with no limit but its size', async () => {
    const id = await newTour();
    const days = await daysOf(id, '2026-05-01', '2026-05-03');
    expect(days).toEqual([
      { date: '2026-05-01', state: 'available', seatsLeft: null, pastCutoff: true, requestable: false, departures: [] },
      { date: '2026-05-02', state: 'available', seatsLeft: null, pastCutoff: false, requestable: true, departures: [] },
      { date: '2026-05-03', state: 'available', seatsLeft: null, pastCutoff: false, requestable: true, departures: [] },
    ]);
    await booked(id, { date: '2026-05-02', people: 10 });
  });

  it('runs in its season only (April to October), first and last day included', async () => {
    const id = await newTour({ seasons: [{ from: '04-01', to: '10-31' }] });
    expect(await statesOf(id, '2026-10-30', '2026-11-02')).toEqual({ '2026-10-30': 'available', '2026-10-31': 'available', '2026-11-01': 'closed', '2026-11-02': 'closed' });
    expect(await statesOf(id, '2027-03-31', '2027-04-01')).toEqual({ '2027-03-31': 'closed', '2027-04-01': 'available' });
    await expectRefused(id, { date: '2026-11-01' }, 'date', 'Sun 1 Nov is closed for this tour; the nearest dates you can request for 2 people are Thu 29 Oct, Fri 30 Oct and Sat 31 Oct');
    expect((await dayOf(id, '2026-11-01')).requestable).toBe(false);
  });

  it('runs in a season over the new year (1 December to 6 January)', async () => {
    const id = await newTour({ seasons: [{ from: '12-01', to: '01-06' }] });
    expect(await statesOf(id, '2026-11-30', '2026-12-01')).toEqual({ '2026-11-30': 'closed', '2026-12-01': 'available' });
    expect(await statesOf(id, '2026-12-31', '2027-01-01')).toEqual({ '2026-12-31': 'available', '2027-01-01': 'available' });
    expect(await statesOf(id, '2027-01-06', '2027-01-07')).toEqual({ '2027-01-06': 'available', '2027-01-07': 'closed' });
    await booked(id, { date: '2027-01-01' });
    await expectRefused(id, { date: '2027-01-07', people: 1 }, 'date', 'Thu 7 Jan 2027 is closed for this tour; the nearest dates you can request are Mon 4 Jan 2027, Tue 5 Jan 2027 and Wed 6 Jan 2027');
  });

  it('runs on its weekdays only: closed on Sundays', async () => {
    const id = await newTour({ weekdays: [1, 2, 3, 4, 5, 6] });
    expect(await statesOf(id, '2026-06-06', '2026-06-08')).toEqual({ '2026-06-06': 'available', '2026-06-07': 'closed', '2026-06-08': 'available' });
    await expectRefused(id, { date: '2026-06-07' }, 'date', 'Sun 7 Jun is closed for this tour; the nearest dates you can request for 2 people are Fri 5 Jun, Sat 6 Jun and Mon 8 Jun');
  });

  it('staff close a day and reopen it; a closed day refuses requests, naming the nearest days, and stores nothing', async () => {
    const id = await newTour();
    const closed = await app.request<bookings.TourCalendar>('PUT', `/api/admin/tours/${id}/closed-dates/2026-06-10`, { cookie, body: { reason: 'The boat is in for repairs' } });
    expect(closed.status).toBe(200);
    expectShape(bookings.TourCalendar, closed.body);
    expect(closed.body.closed_dates).toEqual([{ date: '2026-06-10', reason: 'The boat is in for repairs' }]);
    // Closing it again keeps the first reason.
    const again = await app.request<bookings.TourCalendar>('PUT', `/api/admin/tours/${id}/closed-dates/2026-06-10`, { cookie, body: { reason: 'Full' } });
    expect(again.body.closed_dates).toEqual([{ date: '2026-06-10', reason: 'The boat is in for repairs' }]);
    expect(await statesOf(id, '2026-06-09', '2026-06-11')).toEqual({ '2026-06-09': 'available', '2026-06-10': 'closed', '2026-06-11': 'available' });

    const events = Number((await sql<{ n: string }>('select count(*) as n from messaging.outbox'))[0]!.n);
    await expectRefused(id, { date: '2026-06-10' }, 'date', 'Wed 10 Jun is closed for this tour; the nearest dates you can request for 2 people are Mon 8 Jun, Tue 9 Jun and Thu 11 Jun');
    expect(Number((await sql<{ n: string }>('select count(*) as n from messaging.outbox'))[0]!.n)).toBe(events);

    const reopened = await app.request<bookings.TourCalendar>('DELETE', `/api/admin/tours/${id}/closed-dates/2026-06-10`, { cookie });
    expect([reopened.status, reopened.body.closed_dates]).toEqual([200, []]);
    expect((await dayOf(id, '2026-06-10')).state).toBe('available');
    await booked(id, { date: '2026-06-10' });
  });
});

describe('when requests for a day close', () => {
  // Tuesday 9 June 2026 in Rome is UTC+2: 16:00 there is 14:00 UTC.
  it("takes a request for tomorrow until the site's rule closes it, at 16:00 Rome time (the 18:00 respond-by less the provider's two hours)", async () => {
    const id = await newTour();
    clock.moveTo('2026-06-09T13:59:00Z', 0);
    expect(await dayOf(id, '2026-06-10')).toMatchObject({ pastCutoff: false, requestable: true });
    await booked(id, { date: '2026-06-10' });
    clock.moveTo('2026-06-09T14:01:00Z', 0);
    expect(await dayOf(id, '2026-06-10')).toMatchObject({ state: 'available', pastCutoff: true, requestable: false });
    await expectRefused(id, { date: '2026-06-10' }, 'date', 'Requests for Wed 10 Jun closed at 16:00 Rome time; the nearest dates you can request for 2 people are Thu 11 Jun, Fri 12 Jun and Sat 13 Jun');
  });

  it("a tour's own cut-off of 30 hours closes a day at 18:00 Rome time two days before: open at 17:59, closed at 18:01", async () => {
    const id = await newTour({ cutoff_hours: 30 });
    clock.moveTo('2026-06-08T15:59:00Z', 0);
    expect(await dayOf(id, '2026-06-10')).toMatchObject({ pastCutoff: false, requestable: true });
    await booked(id, { date: '2026-06-10' });
    clock.moveTo('2026-06-08T16:01:00Z', 0);
    expect(await dayOf(id, '2026-06-10')).toMatchObject({ pastCutoff: true, requestable: false });
    expect(await dayOf(id, '2026-06-11')).toMatchObject({ pastCutoff: false, requestable: true });
    await expectRefused(
      id,
      { date: '2026-06-10' },
      'date',
      'Requests for Wed 10 Jun closed at 18:00 Rome time; the nearest dates you can request for 2 people are Thu 11 Jun, Fri 12 Jun and Sat 13 Jun',
    );
    // The next morning it says on which day they closed.
    clock.moveTo('2026-06-09T06:00:00Z', 0);
    await expectRefused(
      id,
      { date: '2026-06-10' },
      'date',
      'Requests for Wed 10 Jun closed on Mon 8 Jun at 18:00 Rome time; the nearest dates you can request for 2 people are Thu 11 Jun, Fri 12 Jun and Sat 13 Jun',
    );
  });

  it("a cut-off shorter than the site's rule leaves the site's rule in force", async () => {
    const id = await newTour({ cutoff_hours: 2 });
    clock.moveTo('2026-06-09T14:01:00Z', 0);
    expect(await dayOf(id, '2026-06-10')).toMatchObject({ pastCutoff: true });
  });

  it('keeps 18:00 Rome time across the end of summer time (Sunday 25 October 2026, UTC+2 -> UTC+1)', async () => {
    const id = await newTour({ cutoff_hours: 30 });
    // Monday 26 October closes on Saturday the 24th at 18:00, still summer time (16:00 UTC).
    clock.moveTo('2026-10-24T15:59:00Z', 0);
    expect(await dayOf(id, '2026-10-26')).toMatchObject({ pastCutoff: false });
    clock.moveTo('2026-10-24T16:01:00Z', 0);
    expect(await dayOf(id, '2026-10-26')).toMatchObject({ pastCutoff: true });
    // Tuesday 27 October closes on Sunday the 25th at 18:00, winter time by then (17:00 UTC).
    clock.moveTo('2026-10-25T16:59:00Z', 0);
    expect(await dayOf(id, '2026-10-27')).toMatchObject({ pastCutoff: false });
    await booked(id, { date: '2026-10-27' });
    clock.moveTo('2026-10-25T17:01:00Z', 0);
    expect(await dayOf(id, '2026-10-27')).toMatchObject({ pastCutoff: true });
    await expectRefused(id, { date: '2026-10-27' }, 'date', 'Requests for Tue 27 Oct closed at 18:00 Rome time; the nearest dates you can request for 2 people are Wed 28 Oct, Thu 29 Oct and Fri 30 Oct');
  });

  it("keeps 16:00 Rome time for the site's rule on the day summer time starts (Sunday 28 March 2027, UTC+1 -> UTC+2)", async () => {
    const id = await newTour();
    clock.moveTo('2027-03-28T13:59:00Z', 0);
    expect(await dayOf(id, '2027-03-29')).toMatchObject({ pastCutoff: false });
    await booked(id, { date: '2027-03-29' });
    clock.moveTo('2027-03-28T14:01:00Z', 0);
    await expectRefused(id, { date: '2027-03-29' }, 'date', 'Requests for Mon 29 Mar closed at 16:00 Rome time; the nearest dates you can request for 2 people are Tue 30 Mar, Wed 31 Mar and Thu 1 Apr');
    // The day before the change is still winter time: Sunday 28 March closed on Saturday at 16:00, 15:00 UTC.
    clock.moveTo('2027-03-27T14:59:00Z', 0);
    expect(await dayOf(id, '2027-03-28')).toMatchObject({ pastCutoff: false });
    clock.moveTo('2027-03-27T15:01:00Z', 0);
    expect(await dayOf(id, '2027-03-28')).toMatchObject({ pastCutoff: true });
  });
});

describe('seats: a daily capacity counts confirmed requests and pending ones awaiting the provider', () => {
  it('a pending request holds its seats until declined or past its respond-by time; a confirmed one holds them for good', async () => {
    const id = await newTour({ capacity: 6 });
    const first = await booked(id, { date: '2026-07-15', people: 4 });
    expect(await dayOf(id, '2026-07-15')).toMatchObject({ state: 'limited', seatsLeft: 2, requestable: true });
    await expectRefused(id, { date: '2026-07-15', people: 3 }, 'people', 'Wed 15 Jul has only 2 seats left; the nearest dates you can request for 3 people are Mon 13 Jul, Tue 14 Jul and Thu 16 Jul');

    const second = await booked(id, { date: '2026-07-15', people: 2 });
    expect(await dayOf(id, '2026-07-15')).toMatchObject({ state: 'sold_out', seatsLeft: 0, requestable: false });
    await expectRefused(id, { date: '2026-07-15', people: 1 }, 'date', 'Wed 15 Jul is sold out; the nearest dates you can request are Mon 13 Jul, Tue 14 Jul and Thu 16 Jul');

    // Declined: its seats are free again.
    expect((await setStatus(second, 'cancelled')).status).toBe(200);
    expect(await dayOf(id, '2026-07-15')).toMatchObject({ state: 'limited', seatsLeft: 2 });

    // The first is confirmed; a third waits for the provider.
    expect((await setStatus(first, 'confirmed')).status).toBe(200);
    const third = await booked(id, { date: '2026-07-15', people: 2 });
    expect(await dayOf(id, '2026-07-15')).toMatchObject({ state: 'sold_out', seatsLeft: 0 });

    // Past the third's respond-by time (48 hours after it was sent) its seats are released; the confirmed ones stay taken.
    const respondBy = new Date((await sql<{ respond_by: string }>('select respond_by from bookings.booking_requests where id = ?', [third]))[0]!.respond_by).getTime();
    clock.moveTo(new Date(respondBy - 60_000), 0);
    expect(await dayOf(id, '2026-07-15')).toMatchObject({ seatsLeft: 0 });
    clock.moveTo(new Date(respondBy + 3_600_000), 0);
    expect(await dayOf(id, '2026-07-15')).toMatchObject({ state: 'limited', seatsLeft: 2 });
  });

  it('refuses a confirmation that would overfill the day, naming the seats left', async () => {
    const id = await newTour({ capacity: 6 });
    const early = await booked(id, { date: '2026-07-20', people: 4 });
    // Its provider never answered: past its respond-by time its seats are free for others.
    clock.advance(49 * 3_600_000);
    const later = await booked(id, { date: '2026-07-20', people: 4 });
    expect((await setStatus(later, 'confirmed')).status).toBe(200);
    const late = await setStatus(early, 'confirmed');
    expect([late.status, late.body.message]).toEqual([422, 'Mon 20 Jul cannot take this request: only 2 seats are left and it is for 4 people']);
    expect((await sql<{ status: string }>('select status from bookings.booking_requests where id = ?', [early]))[0]!.status).toBe('pending');
  });

  it('of two confirmations racing for the last seats, exactly one wins', async () => {
    const id = await newTour({ capacity: 4 });
    for (const date of ['2026-08-18', '2026-08-19', '2026-08-20']) {
      clock.reset();
      const a = await booked(id, { date, people: 3 });
      clock.advance(49 * 3_600_000);
      const b = await booked(id, { date, people: 3 });
      const answers = await Promise.all([setStatus(a, 'confirmed'), setStatus(b, 'confirmed')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
      const label = `${new Date(`${date}T00:00:00Z`).toUTCString().slice(0, 3)} ${Number(date.slice(8))} Aug`;
      expect(answers.find((r) => r.status === 422)!.body.message).toBe(`${label} cannot take this request: only 1 seat is left and it is for 3 people`);
      const rows = await sql<{ status: string; people: number }>('select status, people from bookings.booking_requests where tour_id = ? and date = ?', [id, date]);
      expect(rows.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.people, 0)).toBe(3);
    }
  });

  it('counts seats per departure; a time is required when there are several, and an unknown one is refused', async () => {
    const id = await newTour({ capacity: 4, departures: ['17:00', '10:00'] });
    const availability = await app.request<bookings.TourAvailability>('GET', `/api/tours/${id}/availability?from=2026-08-01&to=2026-08-01`);
    expect([availability.body.capacity, availability.body.departures]).toEqual([4, ['10:00', '17:00']]);

    await expectRefused(id, { date: '2026-08-01' }, 'time', 'Choose a start time: 10:00 or 17:00');
    await expectRefused(id, { date: '2026-08-01', time: '12:00' }, 'time', 'This tour does not start at 12:00; choose 10:00 or 17:00');
    const morning = await booked(id, { date: '2026-08-01', time: '10:00', people: 4 });
    expect((await sql<{ departure: string }>('select departure from bookings.booking_requests where id = ?', [morning]))[0]!.departure).toBe('10:00');
    expect(await dayOf(id, '2026-08-01')).toEqual({
      date: '2026-08-01',
      state: 'available',
      seatsLeft: 4,
      pastCutoff: false,
      requestable: true,
      departures: [
        { time: '10:00', state: 'sold_out', seatsLeft: 0 },
        { time: '17:00', state: 'available', seatsLeft: 4 },
      ],
    });
    // The other start time that day is offered first.
    await expectRefused(id, { date: '2026-08-01', time: '10:00', people: 1 }, 'time', 'Sat 1 Aug at 10:00 is sold out; you can still ask for 17:00 that day');
    await booked(id, { date: '2026-08-01', time: '17:00', people: 3 });
    expect((await dayOf(id, '2026-08-01')).departures).toEqual([
      { time: '10:00', state: 'sold_out', seatsLeft: 0 },
      { time: '17:00', state: 'limited', seatsLeft: 1 },
    ]);
    // When no start time that day can take the party, the nearest days are named.
    await expectRefused(id, { date: '2026-08-01', time: '17:00', people: 2 }, 'people', 'Sat 1 Aug at 17:00 has only 1 seat left; the nearest dates you can request for 2 people are Thu 30 Jul, Fri 31 Jul and Sun 2 Aug');
  });

  it('a tour with one start time takes requests without one, for that time', async () => {
    const id = await newTour({ departures: ['09:30'] });
    const request = await booked(id, { date: '2026-08-02' });
    expect((await sql<{ departure: string }>('select departure from bookings.booking_requests where id = ?', [request]))[0]!.departure).toBe('09:30');
  });
});

describe('GET /api/tours/:id/availability', () => {
  it("answers the contract's shape: from today for six weeks unless asked otherwise", async () => {
    const id = await newTour({ capacity: 8, departures: ['09:30'] });
    const res = await app.request<bookings.TourAvailability>('GET', `/api/tours/${id}/availability`);
    expect(res.status).toBe(200);
    expectShape(bookings.TourAvailability, res.body);
    expect(res.body).toMatchObject({ tourId: id, timeZone: 'Europe/Rome', capacity: 8, maxPassengers: 10, departures: ['09:30'] });
    expect(res.body.days).toHaveLength(42);
    expect([res.body.days[0]!.date, res.body.days.at(-1)!.date]).toEqual(['2026-05-01', '2026-06-11']);
    expect(res.body.days[1]).toEqual({ date: '2026-05-02', state: 'available', seatsLeft: 8, pastCutoff: false, requestable: true, departures: [{ time: '09:30', state: 'available', seatsLeft: 8 }] });
  });

  it('answers at most 100 days, and refuses a range that ends before it starts or a date that is not one', async () => {
    const id = await newTour();
    expect((await daysOf(id, '2026-06-01', '2026-09-08')).length).toBe(100);
    const tooLong = await app.request<{ message: string }>('GET', `/api/tours/${id}/availability?from=2026-06-01&to=2026-09-09`);
    expect([tooLong.status, tooLong.body.message]).toEqual([422, 'Ask for at most 100 days at a time']);
    const backwards = await app.request<{ message: string }>('GET', `/api/tours/${id}/availability?from=2026-06-10&to=2026-06-09`);
    expect([backwards.status, backwards.body.message]).toEqual([422, '"to" must be on or after "from"']);
    const notADate = await app.request<{ message: string }>('GET', `/api/tours/${id}/availability?from=2026-02-30`);
    expect(notADate.status).toBe(400);
  });

  it('answers 404 for a tour that does not exist, with a uuid or not', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-tour']) {
      const res = await app.request<{ message: string }>('GET', `/api/tours/${id}/availability`);
      expect([res.status, res.body.message]).toEqual([404, 'Tour not found']);
    }
  });

  it('is served from the cache until a request or a change of calendar makes it stale', async () => {
    const id = await newTour({ capacity: 6 });
    const url = `/api/tours/${id}/availability?from=2026-09-12&to=2026-09-12`;
    const seats = async () => (await app.request<bookings.TourAvailability>('GET', url)).body.days[0]!.seatsLeft;
    expect(await seats()).toBe(6);
    // Written behind the app's back (no event): the cached answer still stands.
    await sql(
      `insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, date, people, status, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, 'Behind the back', 'behind@example.com', '2026-09-12', 1, 'confirmed', now(), now())`,
      [newReference(), id],
    );
    expect(await seats()).toBe(6);
    // A request through the api drops it.
    await booked(id, { date: '2026-09-12', people: 2 });
    expect(await seats()).toBe(3);
    // So does closing the day.
    await app.request('PUT', `/api/admin/tours/${id}/closed-dates/2026-09-12`, { cookie, body: {} });
    expect((await app.request<bookings.TourAvailability>('GET', url)).body.days[0]!.state).toBe('closed');
  });
});

describe('the admin calendar API', () => {
  it('reads and writes the calendar, putting weekdays and start times in order', async () => {
    const id = await newTour();
    const open = await app.request<bookings.TourCalendar>('GET', `/api/admin/tours/${id}/calendar`, { cookie });
    expect(open.status).toBe(200);
    expectShape(bookings.TourCalendar, open.body);
    expect(open.body).toEqual({ tour_id: id, seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: null, cutoff_hours: null, departures: [], closed_dates: [] });
    const set = await setCalendar(id, { seasons: [{ from: '04-01', to: '10-31' }], weekdays: [6, 1, 1, 3], capacity: 12, cutoff_hours: 24, departures: ['17:00', '10:00'] });
    expect(set).toEqual({ tour_id: id, seasons: [{ from: '04-01', to: '10-31' }], weekdays: [1, 3, 6], capacity: 12, cutoff_hours: 24, departures: ['10:00', '17:00'], closed_dates: [] });
    expect((await app.request('GET', `/api/admin/tours/${id}/calendar`, { cookie })).body).toEqual(set);
  });

  it('says what is wrong with a calendar', async () => {
    const id = await newTour();
    const put = (body: Record<string, unknown>) => app.request<{ message: string }>('PUT', `/api/admin/tours/${id}/calendar`, { cookie, body: { seasons: [], weekdays: [1], ...body } });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ weekdays: [] }, 422, 'Choose at least one weekday the tour runs'],
      [{ weekdays: [8] }, 400, 'Weekday'],
      [{ seasons: [{ from: '13-01', to: '10-31' }] }, 400, 'Season start must be a day of the year (MM-DD)'],
      [{ seasons: [{ from: '04-01', to: '02-30' }] }, 400, 'Season end must be a day of the year (MM-DD)'],
      [{ departures: ['9:30'] }, 400, 'Start time must be a time of day (HH:MM, 24-hour)'],
      [{ capacity: 0 }, 400, 'Daily capacity'],
      [{ cutoff_hours: -1 }, 400, 'Cut-off'],
    ];
    for (const [body, status, message] of cases) {
      const res = await put(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(res.body.message).toContain(message);
    }
    expect((await app.request<bookings.TourCalendar>('GET', `/api/admin/tours/${id}/calendar`, { cookie })).body.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a closed date that is not a date, and answers 404 for an unknown tour', async () => {
    const id = await newTour();
    const bad = await app.request<{ message: string }>('PUT', `/api/admin/tours/${id}/closed-dates/2026-02-30`, { cookie, body: {} });
    expect([bad.status, bad.body.message]).toEqual([400, 'Date must be a date (YYYY-MM-DD)']);
    for (const [method, path] of [
      ['GET', '/api/admin/tours/00000000-0000-4000-8000-000000000000/calendar'],
      ['PUT', '/api/admin/tours/not-a-tour/closed-dates/2026-06-10'],
      ['DELETE', '/api/admin/tours/00000000-0000-4000-8000-000000000000/closed-dates/2026-06-10'],
    ] as const) {
      const res = await app.request<{ message: string }>(method, path, { cookie, ...(method === 'PUT' ? { body: {} } : {}) });
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 404, 'Tour not found']);
    }
  });

  it('is for staff only', async () => {
    const id = await newTour();
    expect((await app.request('GET', `/api/admin/tours/${id}/calendar`)).status).toBe(401);
    const guest = await app.signInAsNonAdmin();
    expect((await app.request('PUT', `/api/admin/tours/${id}/closed-dates/2026-06-10`, { cookie: guest, body: {} })).status).toBe(403);
  });
});

describe('the tour list with a date and a party', () => {
  const listed = async (query: string) => {
    const res = await app.request<catalog.TourListItem[]>('GET', `/api/tours?search=zephyr&${query}`);
    expect(res.status).toBe(200);
    expectShape(t.array(catalog.TourListItem), res.body);
    return Object.fromEntries(res.body.map((tour) => [tour.title, tour.nextAvailableDate]));
  };

  it('lists only the tours a party can request that day, each with its next available date', async () => {
    await newTour(undefined, 'Zephyr Open');
    await newTour({ seasons: [{ from: '06-01', to: '09-30' }] }, 'Zephyr Summer');
    const small = await newTour({ capacity: 2 }, 'Zephyr Small');
    const closedDay = await newTour(undefined, 'Zephyr Closed Day');
    await app.request('PUT', `/api/admin/tours/${closedDay}/closed-dates/2026-05-20`, { cookie, body: {} });
    await booked(small, { date: '2026-05-21', people: 2 });

    expect(await listed('')).toEqual({ 'Zephyr Open': '2026-05-02', 'Zephyr Summer': '2026-06-01', 'Zephyr Small': '2026-05-02', 'Zephyr Closed Day': '2026-05-02' });
    expect(await listed('date=2026-05-20')).toEqual({ 'Zephyr Open': '2026-05-20', 'Zephyr Small': '2026-05-20' });
    expect(await listed('date=2026-05-20&people=3')).toEqual({ 'Zephyr Open': '2026-05-20' });
    expect(await listed('date=2026-05-21&people=1')).toEqual({ 'Zephyr Open': '2026-05-21', 'Zephyr Closed Day': '2026-05-21' });
    expect(await listed('date=2026-06-15&people=2')).toEqual({ 'Zephyr Open': '2026-06-15', 'Zephyr Summer': '2026-06-15', 'Zephyr Small': '2026-06-15', 'Zephyr Closed Day': '2026-06-15' });
    // A party alone: the tours that can take that many on some day.
    expect(await listed('people=3')).toEqual({ 'Zephyr Open': '2026-05-02', 'Zephyr Summer': '2026-06-01', 'Zephyr Closed Day': '2026-05-02' });
    // Today is past its cut-off, and a date beyond the window lists nothing.
    expect(await listed('date=2026-05-01')).toEqual({});
    expect(await listed('date=2030-01-01')).toEqual({});
  });
});
