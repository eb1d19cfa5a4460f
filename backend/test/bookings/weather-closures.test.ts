import type { bookings } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { providerWith, submitBooking, tourWithProvider } from '../events/fixtures';
import { historyOf, requestRow } from './booking-links';
import { withReferences } from '../support/references';

let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKINGS_INBOX: 'requests@costiera.test', BOOKING_REQUESTS_PER_MINUTE: '1000' });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin('marta');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const subjectsTo = (address: string) => sink.received.filter((m) => m.to.includes(address)).map((m) => m.subject);
const weatherMailsTo = (address: string) => sink.received.filter((m) => m.to.includes(address) && m.subject.startsWith('Cancelled for bad weather'));

async function request(tourId: string, email: string, date: string, people = 2, extra: Record<string, unknown> = {}) {
  const { id } = await submitBooking(app, tourId, { customerEmail: email, customerName: `Guest ${email.split('@')[0]}`, date, people, ...extra });
  return id;
}

async function setCalendar(tourId: string, calendar: Partial<bookings.TourCalendarBody>) {
  const res = await app.request('PUT', `/api/admin/tours/${tourId}/calendar`, { cookie, body: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], ...calendar } });
  expect(res.status).toBe(200);
}

const weather = (body: Record<string, unknown>) => app.request<bookings.WeatherClosure>('POST', '/api/admin/weather-closures', { cookie, body });

describe('the admin calendar of a tour', () => {
  let tourId: string;
  beforeAll(async () => {
    tourId = await tourWithProvider(app, cookie, 'days@amalfi-walks.test', 'Path of the Gods');
    // Runs Wednesday to Sunday, 4 people a day, at 09:30 and 14:30.
    await setCalendar(tourId, { weekdays: [3, 4, 5, 6, 7], capacity: 4, departures: ['09:30', '14:30'] });
  });

  it('shows each day with its state and its requests, and closes and reopens a day', async () => {
    await request(tourId, 'ines@example.com', '2026-07-01', 3, { time: '09:30' });
    await submitBooking(app, tourId, { customerEmail: 'otto@example.com', customerName: 'Otto Lind', date: '2026-07-01', people: 4, time: '14:30' });

    const res = await app.request<bookings.TourCalendarDays>('GET', `/api/admin/tours/${tourId}/calendar/days?from=2026-06-29&to=2026-07-05`, { cookie });
    expect(res.status).toBe(200);
    const day = (date: string) => res.body.days.find((d) => d.date === date)!;
    expect(res.body.days).toHaveLength(7);
    expect(res.body.capacity).toBe(4);
    expect(day('2026-06-29')).toMatchObject({ state: 'not_running', requests: [] });
    expect(day('2026-06-30')).toMatchObject({ state: 'not_running' });
    // 09:30 has one seat left, 14:30 none: the day shows its best departure.
    expect(day('2026-07-01')).toMatchObject({ state: 'limited', seatsLeft: 1, closedReason: null });
    expect(day('2026-07-01').requests).toEqual([
      expect.objectContaining({ customer_name: 'Guest ines', people: 3, time: '09:30', status: 'pending' }),
      expect.objectContaining({ customer_name: 'Otto Lind', people: 4, time: '14:30', status: 'pending' }),
    ]);
    expect(day('2026-07-02')).toMatchObject({ state: 'available', seatsLeft: 4 });

    const closed = await app.request<bookings.TourCalendar>('PUT', `/api/admin/tours/${tourId}/closed-dates/2026-07-02`, { cookie, body: { reason: 'Festival in Agerola' } });
    expect(closed.status).toBe(200);
    expect(closed.body.closed_dates).toEqual([{ date: '2026-07-02', reason: 'Festival in Agerola' }]);
    const after = await app.request<bookings.TourCalendarDays>('GET', `/api/admin/tours/${tourId}/calendar/days?from=2026-07-02&to=2026-07-02`, { cookie });
    expect(after.body.days[0]).toMatchObject({ state: 'closed', closedReason: 'Festival in Agerola' });
    const open = await app.request<bookings.TourAvailability>('GET', `/api/tours/${tourId}/availability?from=2026-07-02&to=2026-07-02`);
    expect(open.body.days[0]).toMatchObject({ state: 'closed', requestable: false });

    expect((await app.request('DELETE', `/api/admin/tours/${tourId}/closed-dates/2026-07-02`, { cookie })).status).toBe(200);
    const reopened = await app.request<bookings.TourAvailability>('GET', `/api/tours/${tourId}/availability?from=2026-07-02&to=2026-07-02`);
    expect(reopened.body.days[0]).toMatchObject({ state: 'available', requestable: true });
  });

  it('defaults to the current month and refuses more than 100 days, and unknown tours', async () => {
    const month = await app.request<bookings.TourCalendarDays>('GET', `/api/admin/tours/${tourId}/calendar/days`, { cookie });
    expect(month.status).toBe(200);
    expect(month.body.days.map((d) => d.date)).toEqual(expect.arrayContaining(['2026-05-01', '2026-05-31']));
    expect(month.body.days).toHaveLength(31);
    expect(month.body.today).toBe('2026-05-01');
    const long = await app.request<{ message: string }>('GET', `/api/admin/tours/${tourId}/calendar/days?from=2026-06-01&to=2026-12-31`, { cookie });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('Ask for at most 100 days at a time');
    expect((await app.request('GET', '/api/admin/tours/00000000-0000-4000-8000-000000000000/calendar/days', { cookie })).status).toBe(404);
    expect((await app.request('GET', `/api/admin/tours/${tourId}/calendar/days`)).status).toBe(401);
  });
});

describe('bad weather', () => {
  let providerId: string;
  let boat: string;
  let kayak: string;
  let other: string;
  beforeAll(async () => {
    providerId = await providerWith(app, cookie, ['skipper@positano-sea.test']);
    boat = await tourWithProvider(app, cookie, 'skipper@positano-sea.test', 'Positano Boat Day');
    kayak = await tourWithProvider(app, cookie, 'skipper@positano-sea.test', 'Sea Kayak to the Grottoes');
    other = await tourWithProvider(app, cookie, 'hello@lemon-grove.test', 'Lemon Grove Walk');
  });

  it('previews, then closes the day, cancels its requests and emails each traveller once with other days; a repeat changes nothing', async () => {
    const date = '2026-08-12';
    const pending = await request(boat, 'ada@example.com', date);
    const confirmed = await request(boat, 'bo@example.com', date, 3);
    expect((await app.request('PUT', `/api/admin/booking-requests/${confirmed}`, { cookie, body: { status: 'confirmed' } })).status).toBe(200);
    const declined = await request(boat, 'cy@example.com', date);
    expect((await app.request('PUT', `/api/admin/booking-requests/${declined}`, { cookie, body: { status: 'cancelled' } })).status).toBe(200);
    const otherDay = await request(boat, 'di@example.com', '2026-08-13');
    await eventsSettled(app);
    const mailsBefore = sink.received.length;

    const preview = await weather({ date, tour_id: boat, reason: 'Gale warning, the harbour is closed', cancel_requests: true, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ date, preview: true, tours: [{ id: boat, title: 'Positano Boat Day' }], requests: 2, travellers: 2 });
    // A preview changes nothing.
    expect((await requestRow(app, pending)).status).toBe('pending');
    const stillOpen = await app.request<bookings.TourAvailability>('GET', `/api/tours/${boat}/availability?from=${date}&to=${date}`);
    expect(stillOpen.body.days[0]!.state).not.toBe('closed');

    const done = await weather({ date, tour_id: boat, reason: 'Gale warning, the harbour is closed', cancel_requests: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ preview: false, requests: 2, travellers: 2 });

    for (const id of [pending, confirmed]) {
      expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'admin', decided_by_username: 'marta', decision_reason: 'Bad weather: Gale warning, the harbour is closed' });
    }
    expect((await requestRow(app, otherDay)).status).toBe('pending');
    const availability = await app.request<bookings.TourAvailability>('GET', `/api/tours/${boat}/availability?from=${date}&to=${date}`);
    expect(availability.body.days[0]).toMatchObject({ state: 'closed', requestable: false });
    const calendar = await app.request<bookings.TourCalendar>('GET', `/api/admin/tours/${boat}/calendar`, { cookie });
    expect(calendar.body.closed_dates).toContainEqual({ date, reason: 'Bad weather: Gale warning, the harbour is closed' });

    await sink.waitFor(() => weatherMailsTo('ada@example.com').length + weatherMailsTo('bo@example.com').length >= 2);
    await eventsSettled(app);
    const [ada] = weatherMailsTo('ada@example.com');
    expect(ada!.subject).toMatch(withReferences('Cancelled for bad weather: Positano Boat Day, Wednesday 12 August 2026'));
    expect(ada!.text).toContain('We are sorry: the weather will not let Positano Boat Day go ahead on Wednesday 12 August 2026, so your booking for 2 people is cancelled.');
    expect(ada!.text).toContain('Our team wrote: "Gale warning, the harbour is closed".');
    // The nearest days the party can still ask for, earlier ones first on a tie (the closed 12th is not one).
    expect(ada!.text).toContain('Nothing was charged. If you would like to go another day, Positano Boat Day still has room on Monday 10 August 2026, Tuesday 11 August 2026 or Thursday 13 August 2026');
    expect(ada!.html).toContain(`/tours/${boat}`);
    expect(weatherMailsTo('bo@example.com')[0]!.text).toContain('your booking for 3 people is cancelled');
    // One email each: not the usual cancellation email as well, and nothing to the traveller already cancelled.
    for (const address of ['ada@example.com', 'bo@example.com']) {
      expect(subjectsTo(address).filter((s) => /cancel/i.test(s))).toHaveLength(1);
    }
    expect(weatherMailsTo('cy@example.com')).toHaveLength(0);
    const travellerMails = sink.received.slice(mailsBefore).filter((m) => !m.to.includes('skipper@positano-sea.test'));
    expect(travellerMails).toHaveLength(2);
    // The provider gets one email about both cancelled requests, not a notice for each.
    const toProvider = sink.received.slice(mailsBefore).filter((m) => m.to.includes('skipper@positano-sea.test'));
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]!.subject).toMatch(withReferences('Cancelled for bad weather: 2 bookings on Wednesday 12 August 2026'));
    expect(toProvider[0]!.text).toContain('Our staff closed Wednesday 12 August 2026 for bad weather and cancelled 2 requests; the travellers have been told and offered other days. Nothing more is needed from you. Our team wrote: "Gale warning, the harbour is closed".');
    for (const traveller of ['ada@example.com', 'bo@example.com']) expect(toProvider[0]!.text).toContain(traveller);
    expect(toProvider[0]!.text).not.toContain('cy@example.com');

    const history = await historyOf(app, pending);
    expect(history.find((h) => h.kind === 'status-changed')).toMatchObject({ actor: 'marta', detail: 'pending → cancelled: Bad weather: Gale warning, the harbour is closed' });
    expect(history.filter((h) => h.kind === 'email-sent').map((h) => h.detail)).toEqual(
      expect.arrayContaining(['bad-weather email to the traveller to ada@example.com', 'bad-weather notice to the provider to skipper@positano-sea.test']),
    );

    // The second click finds nothing left to do: no cancellation, no email.
    const again = await weather({ date, tour_id: boat, reason: 'Gale warning, the harbour is closed', cancel_requests: true });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ requests: 0, travellers: 0 });
    const againPreview = await weather({ date, tour_id: boat, reason: 'Gale warning', cancel_requests: true, preview: true });
    expect(againPreview.body).toMatchObject({ requests: 0, travellers: 0 });
    await eventsSettled(app);
    expect(weatherMailsTo('ada@example.com')).toHaveLength(1);
    expect((await historyOf(app, pending)).filter((h) => h.kind === 'status-changed')).toHaveLength(1);
  });

  it('closes the day for every tour of a provider, and may leave the requests as they are; a traveller with two requests gets one email', async () => {
    const date = '2026-09-03';
    const onBoat = await request(boat, 'eva@example.com', date);
    const onKayak = await request(kayak, 'fin@example.com', date, 1);
    const finOnBoat = await request(boat, 'Fin@Example.com', date, 1);
    const elsewhere = await request(other, 'gus@example.com', date);
    await eventsSettled(app);

    const keep = await weather({ date, provider_id: providerId, reason: 'Strong wind', cancel_requests: false, preview: true });
    expect(keep.body).toMatchObject({ requests: 0, travellers: 0 });
    expect(keep.body.tours.map((t) => t.title)).toEqual(['Positano Boat Day', 'Sea Kayak to the Grottoes']);

    const preview = await weather({ date, provider_id: providerId, reason: 'Strong wind', cancel_requests: true, preview: true });
    expect(preview.body).toMatchObject({ requests: 3, travellers: 2 });
    const done = await weather({ date, provider_id: providerId, reason: 'Strong wind', cancel_requests: true });
    expect(done.body).toMatchObject({ requests: 3, travellers: 2 });

    for (const tour of [boat, kayak]) {
      const day = await app.request<bookings.TourAvailability>('GET', `/api/tours/${tour}/availability?from=${date}&to=${date}`);
      expect(day.body.days[0]!.state).toBe('closed');
    }
    const untouched = await app.request<bookings.TourAvailability>('GET', `/api/tours/${other}/availability?from=${date}&to=${date}`);
    expect(untouched.body.days[0]!.state).not.toBe('closed');
    for (const id of [onBoat, onKayak, finOnBoat]) expect((await requestRow(app, id)).status).toBe('cancelled');
    expect((await requestRow(app, elsewhere)).status).toBe('pending');

    await sink.waitFor(() => weatherMailsTo('eva@example.com').length + weatherMailsTo('fin@example.com').length + weatherMailsTo('Fin@Example.com').length >= 2);
    await eventsSettled(app);
    const fin = sink.received.filter((m) => m.to.some((to) => to.toLowerCase() === 'fin@example.com') && m.subject.startsWith('Cancelled for bad weather'));
    expect(fin).toHaveLength(1);
    expect(fin[0]!.subject).toMatch(withReferences('Cancelled for bad weather: your tours on Thursday 3 September 2026'));
    expect(fin[0]!.text).toContain('so your bookings are cancelled: Sea Kayak to the Grottoes for 1 person and Positano Boat Day for 1 person.');
    expect(fin[0]!.text).toContain('Our team wrote: "Strong wind".');
    expect(weatherMailsTo('eva@example.com')).toHaveLength(1);
    // One email to the provider for the whole day's closure of both tours.
    const toProvider = weatherMailsTo('skipper@positano-sea.test').filter((m) => m.subject.includes('3 September'));
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]!.subject).toMatch(withReferences('Cancelled for bad weather: 3 bookings on Thursday 3 September 2026'));
    expect(sink.received.filter((m) => m.to.includes('skipper@positano-sea.test') && m.subject.startsWith('Costiera cancelled a booking request') && m.subject.includes('3 September'))).toHaveLength(0);
    expect(weatherMailsTo('hello@lemon-grove.test')).toHaveLength(0);
    for (const id of [onKayak, finOnBoat]) {
      expect((await historyOf(app, id)).filter((h) => h.kind === 'email-sent').map((h) => h.detail)).toContain('bad-weather email to the traveller to fin@example.com');
    }
  });

  it('closes only, when staff keep the requests', async () => {
    const date = '2026-09-10';
    const kept = await request(boat, 'hal@example.com', date);
    const res = await weather({ date, tour_id: boat, reason: 'Rough sea expected', cancel_requests: false });
    expect(res.body).toMatchObject({ requests: 0, travellers: 0 });
    expect((await requestRow(app, kept)).status).toBe('pending');
    const day = await app.request<bookings.TourAvailability>('GET', `/api/tours/${boat}/availability?from=${date}&to=${date}`);
    expect(day.body.days[0]!.state).toBe('closed');
  });

  it('refuses a past day, a provider without tours, and a body naming both a tour and a provider', async () => {
    const past = await weather({ date: '2026-04-30', tour_id: boat, reason: 'Rain', cancel_requests: true });
    expect(past.status).toBe(422);
    expect((past.body as unknown as { message: string }).message).toBe('Choose today or a later day');
    const far = await weather({ date: '9999-12-31', tour_id: boat, reason: 'Rain', cancel_requests: true, preview: true });
    expect(far.status).toBe(422);
    expect((far.body as unknown as { message: string }).message).toMatch(/^Choose a day up to \w{3} \d{1,2} \w{3} 2027: no request can be made for a later one$/);
    expect((await weather({ date: '2026-09-01', provider_id: 'PRV-NOBODY', reason: 'Rain', cancel_requests: true })).status).toBe(404);
    expect((await weather({ date: '2026-09-01', provider_id: providerId, tour_id: boat, reason: 'Rain', cancel_requests: true })).status).toBe(400);
    expect((await weather({ date: '2026-09-01', reason: 'Rain', cancel_requests: true })).status).toBe(400);
    expect((await weather({ date: '2026-09-01', tour_id: boat, reason: '', cancel_requests: true })).status).toBe(400);
    expect((await app.request('POST', '/api/admin/weather-closures', { body: { date: '2026-09-01', tour_id: boat, reason: 'Rain', cancel_requests: true } })).status).toBe(401);
  });
});
