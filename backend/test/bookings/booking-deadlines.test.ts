import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { SweepBookingDeadlines } from '../../src/modules/bookings';
import { respondByFor, remindersFor } from '../../src/modules/bookings/domain/response-deadline';
import { formatVenueMoment } from '../../src/modules/bookings/notifications/email-dates';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { RedisServer } from '../support/redis-server';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { TestClock, historyOf, linkIn, postForm, requestRow } from './booking-links';
import { mentions, withReferences } from '../support/references';

describe('the respond-by time', () => {
  it('is BOOKING_RESPONSE_HOURS after submission when the date is far', () => {
    expect(respondByFor(new Date('2027-03-01T09:00:00Z'), '2027-06-12', 48).toISOString()).toBe('2027-03-03T09:00:00.000Z');
  });

  it('is never later than 18:00 Rome time the day before the date, on either side of the end of summer time', () => {
    // Summer time ends on Sunday 25 October 2026 at 03:00 (CEST, UTC+2) -> 02:00 (CET, UTC+1).
    const submitted = new Date('2026-10-23T08:00:00Z');
    const beforeChange = respondByFor(submitted, '2026-10-25', 48);
    expect(beforeChange.toISOString()).toBe('2026-10-24T16:00:00.000Z');
    expect(formatVenueMoment(beforeChange)).toBe('Sat 24 Oct 2026, 18:00 (Rome time)');
    const afterChange = respondByFor(submitted, '2026-10-26', 72);
    expect(afterChange.toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(formatVenueMoment(afterChange)).toBe('Sun 25 Oct 2026, 18:00 (Rome time)');
  });

  it('reminds at half of the time left and two hours before; a short window gets fewer reminders', () => {
    const t0 = new Date('2027-03-01T09:00:00Z');
    expect(remindersFor(t0, new Date('2027-03-03T09:00:00Z'))).toEqual({ first: new Date('2027-03-02T09:00:00Z'), last: new Date('2027-03-03T07:00:00Z') });
    expect(remindersFor(t0, new Date('2027-03-01T12:00:00Z'))).toEqual({ first: null, last: new Date('2027-03-01T10:00:00Z') });
    expect(remindersFor(t0, new Date('2027-03-01T10:00:00Z'))).toEqual({ first: new Date('2027-03-01T09:30:00Z'), last: null });
  });
});

describe('reminders and expiry', () => {
  let redis: RedisServer;
  let sink: SmtpSink;
  let app: TestApp;
  let workers: EventWorker[];
  let cookie: string;
  let tourId: string;
  const clock = new TestClock();
  beforeAll(async () => {
    redis = await RedisServer.start();
    sink = await SmtpSink.start();
    app = await startTestApp(
      { ...FAST_EVENTS_ENV, REDIS_URL: redis.url, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' },
      { clock },
    );
    // Two workers on one database and one Redis: each email must still go out once.
    workers = [startTestWorker(app), startTestWorker(app)];
    cookie = await app.signInAsAdmin();
    tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
  });
  afterAll(async () => {
    await redis.start().catch(() => undefined);
    for (const w of workers ?? []) await w.close();
    await app?.close();
    await sink?.close();
    await redis?.stop();
  });

  const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
  const subjects = (id: string) => about(id).map((m) => m.subject);
  /** Two sweeps at once, as two workers' timers would run them. */
  const sweepTwice = () => Promise.all([app.runtime.commands.execute(new SweepBookingDeadlines()), app.runtime.commands.execute(new SweepBookingDeadlines())]);

  it('reminds the provider at half time and two hours before, then expires the request and offers the traveller similar tours, each email once across a Redis restart', async () => {
    const similar = await tourWithProvider(app, cookie, 'other@capri-blue.test', 'Amalfi by Boat');
    const { id } = await submitBooking(app, tourId, { customerEmail: 'waiting@example.com', date: '2027-06-12' });
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    const row = await app.runtime.orm.em
      .getConnection()
      .execute<Array<{ first: Date; last: Date; respond_by: Date }>>('select first_reminder_at as first, last_reminder_at as last, respond_by from bookings.booking_requests where id = ?', [id]);
    const { first, last, respond_by } = row[0]!;

    expect((await sweepTwice()).reduce((n, r) => n + r.reminders + r.expired, 0)).toBe(0);
    clock.moveTo(first);
    expect((await sweepTwice()).reduce((n, r) => n + r.reminders, 0)).toBe(1);
    await sink.waitFor((r) => about(id, r).length >= 3);
    const reminder = about(id)[2]!;
    expect(reminder.subject).toMatch(withReferences('Reminder: a booking request is waiting: Capri by Boat, Saturday 12 June 2027'));
    expect(reminder.to).toEqual(['captain@capri-blue.test']);
    expect(reminder.text).toContain(`Please answer by ${formatVenueMoment(respond_by)}`);
    expect(linkIn(reminder, 'Confirm')).toMatch(/^\/booking\/provider\/[A-Za-z0-9_-]{43}\/confirm$/);

    // Redis goes away and comes back empty: the last reminder, recorded meanwhile, still goes out once.
    await eventsSettled(app);
    await redis.stop();
    clock.moveTo(last);
    expect((await sweepTwice()).reduce((n, r) => n + r.reminders, 0)).toBe(1);
    await redis.start();
    await sink.waitFor((r) => about(id, r).length >= 4, 30_000);
    expect(about(id)[3]!.subject).toMatch(/^Last reminder: a booking request is waiting/);

    clock.moveTo(respond_by);
    expect((await sweepTwice()).reduce((n, r) => n + r.expired, 0)).toBe(1);
    await sink.waitFor((r) => about(id, r).length >= 5, 30_000);
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'expiry' });
    const expired = about(id)[4]!;
    expect(expired.to).toEqual(['waiting@example.com']);
    expect(expired.subject).toMatch(withReferences('Your booking request has expired: Capri by Boat, Saturday 12 June 2027'));
    expect(expired.text).toContain(`Amalfi by Boat (Sorrento): http://costiera.test/tours/${similar}`);

    // Later sweeps find nothing; nothing was sent twice.
    clock.advance(3_600_000);
    expect((await sweepTwice()).reduce((n, r) => n + r.reminders + r.expired, 0)).toBe(0);
    await eventsSettled(app, 30_000);
    expect(subjects(id)).toHaveLength(5);
    expect((await historyOf(app, id)).filter((h) => h.kind === 'email-sent').map((h) => h.detail)).toEqual(
      expect.arrayContaining(['first reminder to the provider to captain@capri-blue.test', 'last reminder to the provider to captain@capri-blue.test', 'cancelled email to the traveller to waiting@example.com']),
    );
    expect((await historyOf(app, id)).find((h) => h.kind === 'status-changed')).toMatchObject({ actor: 'expiry' });
    clock.reset();
  }, 90_000);

  it('leaves alone a request an admin reopened after it expired', async () => {
    const { id } = await submitBooking(app, tourId, { customerEmail: 'reopened@example.com', date: '2027-08-01' });
    await sink.waitFor((r) => about(id, r).length >= 2);
    const { respond_by } = await requestRow(app, id);
    clock.moveTo(respond_by!);
    try {
      expect((await sweepTwice()).reduce((n, r) => n + r.expired, 0)).toBe(1);
      // A fresh session: the earlier test restarted Redis empty, sessions included.
      const admin = await app.signInAsAdmin();
      expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie: admin, body: { status: 'pending' } })).status).toBe(200);
      clock.advance(3_600_000);
      expect((await sweepTwice()).reduce((n, r) => n + r.reminders + r.expired, 0)).toBe(0);
      expect(await requestRow(app, id)).toMatchObject({ status: 'pending', decided_by: null, respond_by: null });
    } finally {
      clock.reset();
    }
  });

  it('sends no reminder for a request decided meanwhile', async () => {
    const { id } = await submitBooking(app, tourId, { customerEmail: 'decided@example.com', date: '2027-07-01' });
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    const provider = about(id).find((m) => m.to.includes('captain@capri-blue.test'))!;
    expect((await postForm(app, linkIn(provider, 'Confirm'))).status).toBe(200);
    const { respond_by } = await requestRow(app, id);
    clock.moveTo(respond_by!);
    expect((await sweepTwice()).reduce((n, r) => n + r.reminders + r.expired, 0)).toBe(0);
    await eventsSettled(app);
    expect(subjects(id).filter((s) => /reminder|expired/i.test(s))).toEqual([]);
    clock.reset();
  });

  it('names the deadline in Rome time across the end of summer time in the provider email', async () => {
    clock.moveTo('2026-10-24T08:00:00Z', 0);
    try {
      const { id } = await submitBooking(app, tourId, { customerEmail: 'autumn@example.com', date: '2026-10-26' });
      await sink.waitFor((r) => about(id, r).length >= 2);
      const provider = about(id).find((m) => m.to.includes('captain@capri-blue.test'))!;
      expect(provider.text).toContain('Please answer by Sun 25 Oct 2026, 18:00 (Rome time)');
    } finally {
      clock.reset();
    }
  });
});
