import { randomBytes } from 'node:crypto';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking } from '../events/fixtures';
import { createCategory, createTour } from '../catalog/fixtures';
import { TestClock, linkIn, postForm, requestRow } from './booking-links';
import { mentions, withReferences } from '../support/references';

/**
 * The provider's side of a request and what a confirmation tells the traveller: the Confirm page
 * adds a note; the confirmation carries the day's details; the Decline page can close the day;
 * the decision page says how full the day already is.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
let openTourId: string;
const PROVIDER = 'bookings@amalfi-marine.test';
const MEETING_POINT = 'Molo Pennello, Amalfi: the last berth on the right';
const clock = new TestClock();
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp(
    { ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKINGS_INBOX: 'requests@costiera.test', BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' },
    { clock },
  );
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  const category = await createCategory(app, cookie, { name: 'Shared boats', slug: 'shared-boat-tour', type: 'tour' });
  const provider = await app.request('POST', '/api/admin/providers', {
    cookie,
    body: { id: 'PRV-AMALFI', name: 'Amalfi Marine', booking_emails: [PROVIDER], phone: '+39 089 871 234' },
  });
  expect(provider.status).toBe(201);
  const tour = { provider_id: 'PRV-AMALFI', provider_name: 'Amalfi Marine', price_from: '55.00', max_passengers: 12, meeting_point: MEETING_POINT, duration: '3 hours' };
  tourId = await createTour(app, cookie, category, { ...tour, title: 'Amalfi Speedboat' });
  openTourId = await createTour(app, cookie, category, { ...tour, title: 'Amalfi Sunset' });
  const calendar = await app.request('PUT', `/api/admin/tours/${tourId}/calendar`, {
    cookie,
    body: { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 12, cutoff_hours: null, departures: ['09:30', '14:30'] },
  });
  expect(calendar.status).toBe(200);
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const mailsAbout = async (id: string, n: number) => {
  await sink.waitFor((r) => about(id, r).length >= n);
  await eventsSettled(app);
  return about(id);
};
const mailAbout = async (id: string, pick: (m: ReceivedEmail) => boolean) => {
  await sink.waitFor((r) => about(id, r).some(pick));
  await eventsSettled(app);
  return about(id).find(pick)!;
};

/** A new request and the provider's email about it. */
async function newRequest(overrides: Record<string, unknown>, on = tourId) {
  const { id } = await submitBooking(app, on, { customerEmail: `t${randomBytes(3).toString('hex')}@example.com`, ...overrides });
  const provider = (await mailsAbout(id, 2)).find((m) => m.to.includes(PROVIDER))!;
  return { id, provider };
}
const travellerPage = (mail: ReceivedEmail) => /\/booking\/traveller\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

describe('what a confirmation tells the traveller', () => {
  const note = 'We pick you up at Hotel Excelsior at 14:00. Bring a towel and sun cream.';

  it('the Confirm page adds a note; the email carries the day, start time, meeting point, provider and phone, the party price, the note and how to cancel', async () => {
    const { id, provider } = await newRequest({ date: '2027-06-12', people: 2, time: '14:30', customerName: 'Grace Hopper' });
    expect(provider.text).toMatch(/Start time:\s+14:30 \(Rome time\)/);
    const confirm = linkIn(provider, 'Confirm');
    const page = await app.request<string>('GET', confirm);
    expect(page.text).toContain('<dt>Start time</dt><dd>14:30 (Rome time)</dd>');
    expect(page.text).toContain('Note for the traveller (optional: pick-up details, what to bring)');
    const done = await postForm(app, confirm, { note });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You confirmed this booking. The traveller has been told by email.');

    const email = await mailAbout(id, (m) => m.subject.startsWith('Your booking is confirmed'));
    expect(email.subject).toMatch(withReferences('Your booking is confirmed: Amalfi Speedboat, Saturday 12 June 2027'));
    for (const part of [email.text, email.html]) {
      for (const fact of ['Saturday 12 June 2027', '14:30 (Rome time)', MEETING_POINT, 'Amalfi Marine', '+39 089 871 234', 'From €55 x 2 people: €110, paid to the provider on the day', note]) {
        expect(part).toContain(fact);
      }
      expect(part).not.toContain('will be in touch');
    }
    expect(email.text).toMatch(/Start time:\s+14:30 \(Rome time\)/);
    expect(email.text).toMatch(/Provider's phone:\s+\+39 089 871 234/);
    expect(email.text).toMatch(/To cancel:\s+Open your booking page and press "Cancel my booking": http:\/\/costiera\.test\/booking\/traveller\/[A-Za-z0-9_-]{43}/);
    expect(email.html).toContain(`href="http://costiera.test${travellerPage(email)}"`);
    expect(email.html).toContain('>Your booking page</a>');
    expect((await app.runtime.orm.em.getConnection().execute<Array<{ confirmation_note: string }>>('select confirmation_note from bookings.booking_requests where id = ?', [id]))[0]!.confirmation_note).toBe(note);

    // The link in the email opens the status page with the same details and the Cancel button.
    const status = await app.request<string>('GET', travellerPage(email));
    expect(status.status).toBe(200);
    expect(status.text).toContain('Confirmed: the provider expects you on Saturday 12 June 2027 at 14:30.');
    expect(status.text).toContain('<a href="tel:+39089871234">+39 089 871 234</a>');
    for (const fact of ['<h2>Your day</h2>', MEETING_POINT, '+39 089 871 234', 'From €55 x 2 people: €110, paid to the provider on the day', note, 'Cancel my booking']) {
      expect(status.text).toContain(fact);
    }
  });

  it('prices a boat hired whole per boat, not per person', async () => {
    const boats = await createCategory(app, cookie, { name: 'Private boats', slug: 'private-boat-tour', type: 'tour' });
    const privateTour = await createTour(app, cookie, boats, { title: 'Amalfi Private Boat', provider_id: 'PRV-AMALFI', provider_name: 'Amalfi Marine', price_from: '890.00', is_private: true, max_passengers: 10 });
    const { id, provider } = await newRequest({ date: '2027-06-13', people: 4 }, privateTour);
    expect((await postForm(app, linkIn(provider, 'Confirm'))).status).toBe(200);
    const email = await mailAbout(id, (m) => m.subject.startsWith('Your booking is confirmed'));
    expect(email.text).toContain('From €890 per boat, paid to the provider on the day');
    expect(email.text).not.toContain('Start time');
    expect(email.text).not.toContain("Provider's note");
  });

  it('lets the traveller cancel a confirmed booking from the status page; the provider is told', async () => {
    const { id, provider } = await newRequest({ date: '2027-06-20', people: 3, time: '09:30' });
    expect((await postForm(app, linkIn(provider, 'Confirm'))).status).toBe(200);
    const email = await mailAbout(id, (m) => m.subject.startsWith('Your booking is confirmed'));
    const page = travellerPage(email);
    const cancelled = await postForm(app, `${page}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('Your booking is cancelled. The provider has been told by email.');
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'traveller' });
    const notice = await mailAbout(id, (m) => m.to.includes(PROVIDER) && m.subject.startsWith('The traveller cancelled'));
    expect(notice.subject).toMatch(withReferences('The traveller cancelled their booking: Amalfi Speedboat, Sunday 20 June 2027'));
    expect(notice.text).toContain('The traveller cancelled their confirmed booking of Amalfi Speedboat on Sunday 20 June 2027 for 3 people; the seats are free again.');
    const told = await mailAbout(id, (m) => !m.to.includes(PROVIDER) && m.subject.startsWith('Your booking is cancelled'));
    expect(told.text).toContain('As you asked, your booking of Amalfi Speedboat on Sunday 20 June 2027 for 3 people is cancelled. The provider has been told.');
    // A second try finds it cancelled already.
    expect((await postForm(app, `${page}/cancel`)).status).toBe(409);
  });

  it('keeps the details on the status page once the day has passed, without a Cancel button', async () => {
    const { id, provider } = await newRequest({ date: '2027-06-21', people: 2, time: '09:30' });
    expect((await postForm(app, linkIn(provider, 'Confirm'), { note: 'Meet Marco at the kiosk.' })).status).toBe(200);
    const page = travellerPage(await mailAbout(id, (m) => m.subject.startsWith('Your booking is confirmed')));
    clock.moveTo('2027-06-22T08:00:00Z');
    try {
      const after = await app.request<string>('GET', page);
      expect(after.text).toContain('Meet Marco at the kiosk.');
      expect(after.text).toContain(MEETING_POINT);
      expect(after.text).not.toContain('Cancel my booking');
      expect(after.text).not.toContain('To cancel');
      const refused = await postForm(app, `${page}/cancel`);
      expect(refused.status).toBe(409);
      expect((await requestRow(app, id)).status).toBe('confirmed');
    } finally {
      clock.reset();
    }
  });
});

describe("the provider's Decline page", () => {
  it('"Close this date for new requests" declines and closes the day in one go; a request for that day is then refused', async () => {
    const { id, provider } = await newRequest({ date: '2027-06-19', people: 2, time: '09:30' });
    const decline = linkIn(provider, 'Decline');
    const page = await app.request<string>('GET', decline);
    expect(page.text).toContain('<input type="checkbox" name="closeDay" value="yes"> Close this date for new requests</label>');
    const done = await postForm(app, decline, { reason: 'We are full that day.', closeDay: 'yes' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You declined this request. The traveller has been told by email. Saturday 19 June 2027 is now closed for new requests.');
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'provider', decision_reason: 'We are full that day.' });
    const [closed] = await app.runtime.orm.em
      .getConnection()
      .execute<Array<{ closed_by: string; reason: string }>>(`select closed_by, reason from bookings.closed_dates where tour_id = ? and date = '2027-06-19'`, [tourId]);
    expect(closed).toMatchObject({ closed_by: 'provider' });
    expect(closed!.reason).toContain('We are full that day.');

    const refused = await app.request<{ message: string }>('POST', '/api/booking-requests', {
      body: { customerName: 'Late Comer', customerEmail: 'late@example.com', date: '2027-06-19', people: 1, time: '14:30', tourId },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('19 Jun');
    const calendar = await app.request<{ closed_dates: Array<{ date: string }> }>('GET', `/api/admin/tours/${tourId}/calendar`, { cookie });
    expect(calendar.body.closed_dates.map((d) => d.date)).toContain('2027-06-19');
  });

  it('leaves the day open when the box is not ticked', async () => {
    const { provider } = await newRequest({ date: '2027-06-26', people: 2, time: '09:30' });
    expect((await postForm(app, linkIn(provider, 'Decline'), { reason: 'The skipper is ill.' })).status).toBe(200);
    const next = await submitBooking(app, tourId, { customerEmail: 'next@example.com', date: '2027-06-26', people: 1, time: '09:30' });
    expect(next.id).toBeTruthy();
  });

  it('closes nothing when the decline itself is refused (the request was decided already)', async () => {
    const { id, provider } = await newRequest({ date: '2027-06-27', people: 2, time: '09:30' });
    expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status: 'confirmed' } })).status).toBe(200);
    const late = await postForm(app, linkIn(provider, 'Decline'), { closeDay: 'yes' });
    expect(late.status).toBe(409);
    const closed = await app.runtime.orm.em.getConnection().execute<unknown[]>(`select 1 from bookings.closed_dates where tour_id = ? and date = '2027-06-27'`, [tourId]);
    expect(closed).toHaveLength(0);
  });
});

describe("the provider's decision page", () => {
  it('shows how full the day (the departure) already is, without the request being decided', async () => {
    const confirmed = [await submitBooking(app, tourId, { customerEmail: 'a@example.com', date: '2027-07-03', people: 4, time: '09:30' }), await submitBooking(app, tourId, { customerEmail: 'b@example.com', date: '2027-07-03', people: 3, time: '09:30' })];
    for (const { id } of confirmed) expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status: 'confirmed' } })).status).toBe(200);
    await submitBooking(app, tourId, { customerEmail: 'c@example.com', date: '2027-07-03', people: 1, time: '09:30' });
    // Another departure's requests do not count against this one.
    await submitBooking(app, tourId, { customerEmail: 'd@example.com', date: '2027-07-03', people: 5, time: '14:30' });
    const { provider } = await newRequest({ date: '2027-07-03', people: 2, time: '09:30' });
    for (const path of [linkIn(provider, 'Confirm').replace(/\/confirm$/, ''), linkIn(provider, 'Confirm'), linkIn(provider, 'Decline')]) {
      const page = await app.request<string>('GET', path);
      expect(page.text).toContain('<h2>How full the day is</h2><p>Sat 3 Jul 2027, 09:30: 8 of 12 seats taken (2 confirmed requests, 1 pending), not counting this request.</p>');
    }
  });

  it('says when no capacity is set, and when nobody else asked yet', async () => {
    await submitBooking(app, openTourId, { customerEmail: 'e@example.com', date: '2027-07-10', people: 4 });
    const { provider } = await newRequest({ date: '2027-07-10', people: 2 }, openTourId);
    expect((await app.request<string>('GET', linkIn(provider, 'Confirm'))).text).toContain('Sat 10 Jul 2027: 4 people in other requests (0 confirmed requests, 1 pending); no capacity set.');
    const alone = await newRequest({ date: '2027-07-11', people: 2 }, openTourId);
    expect((await app.request<string>('GET', linkIn(alone.provider, 'Confirm'))).text).toContain('Sun 11 Jul 2027: no other requests yet (no capacity set).');
  });
});
