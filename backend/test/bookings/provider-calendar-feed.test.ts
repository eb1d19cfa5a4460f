import { createHash, randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { SweepBookingDeadlines } from '../../src/modules/bookings';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking } from '../events/fixtures';
import { createCategory, createTour } from '../catalog/fixtures';
import { TestClock, linkAfter } from './booking-links';
import { mentions } from '../support/references';

/**
 * A provider's private calendar feed: every request for their tours as iCalendar, read back here
 * with a real parser (ical.js); a token that is stored hashed, replaced by staff, and a plain
 * 404 for anything else.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let timedTour: string;
let allDayTour: string;
let otherTour: string;
const PROVIDER = 'desk@sorrento-sea.test';
const CALENDAR_INTRO = "Your bookings calendar (subscribe to it in your phone's calendar; keep the link to yourself):";
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
  for (const [id, name, email] of [
    ['PRV-SORRENTO', 'Sorrento Sea Experience', PROVIDER],
    ['PRV-OTHER', 'Other Boats', 'desk@other-boats.test'],
  ] as const) {
    expect((await app.request('POST', '/api/admin/providers', { cookie, body: { id, name, booking_emails: [email] } })).status).toBe(201);
  }
  const ours = { provider_id: 'PRV-SORRENTO', provider_name: 'Sorrento Sea Experience', max_passengers: 12, meeting_point: 'Marina Piccola, Sorrento: pier 3' };
  timedTour = await createTour(app, cookie, category, { ...ours, title: 'Capri Small-Group Boat', duration: '2 hours' });
  allDayTour = await createTour(app, cookie, category, { ...ours, title: 'Positano Day Out', duration: 'Full day' });
  otherTour = await createTour(app, cookie, category, { provider_id: 'PRV-OTHER', provider_name: 'Other Boats', title: 'Someone Else’s Tour' });
  const calendar = { seasons: [], weekdays: [1, 2, 3, 4, 5, 6, 7], capacity: 12, cutoff_hours: null, departures: ['09:30'] };
  expect((await app.request('PUT', `/api/admin/tours/${timedTour}/calendar`, { cookie, body: calendar })).status).toBe(200);
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
async function providerEmailAbout(id: string, to = PROVIDER): Promise<ReceivedEmail> {
  await sink.waitFor((r) => about(id, r).some((m) => m.to.includes(to)));
  await eventsSettled(app);
  return about(id).find((m) => m.to.includes(to))!;
}
const setStatus = async (id: string, status: string) => expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status } })).status).toBe(200);
const request = (tourId: string, overrides: Record<string, unknown>) => submitBooking(app, tourId, { customerEmail: `t${randomBytes(3).toString('hex')}@example.com`, ...overrides });
const feed = (path: string, headers: Record<string, string> = {}) => app.request<string>('GET', path, { headers });

/** The feed parsed by ical.js, its zone registered so times convert to instants. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = new Map(calendar.getAllSubcomponents('vevent').map((v) => [String(v.getFirstPropertyValue('uid')), v]));
  return { calendar, zones, events };
}

describe("a provider's calendar feed", () => {
  let feedPath: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.confirmed = (await request(timedTour, { date: '2027-06-12', people: 4, time: '09:30', customerName: 'Laura Bennett' })).id;
    ids.winter = (await request(timedTour, { date: '2027-01-16', people: 2, time: '09:30', customerName: 'Kenji Sato' })).id;
    ids.pending = (await request(timedTour, { date: '2027-06-13', people: 3, time: '09:30', customerName: 'Ada Byron' })).id;
    ids.cancelled = (await request(timedTour, { date: '2027-06-14', people: 1, time: '09:30', customerName: 'Alan Turing' })).id;
    ids.allDay = (await request(allDayTour, { date: '2027-06-15', people: 5, customerName: 'Grace Hopper' })).id;
    ids.other = (await request(otherTour, { date: '2027-06-12', people: 2, customerName: 'Not Theirs' })).id;
    await setStatus(ids.confirmed!, 'confirmed');
    await setStatus(ids.winter!, 'confirmed');
    await setStatus(ids.cancelled!, 'cancelled');
    feedPath = linkAfter(await providerEmailAbout(ids.allDay!), CALENDAR_INTRO);
  });

  it('is linked from every provider email: the request, notices and reminders carry the same link', async () => {
    expect(feedPath).toMatch(/^\/calendar\/providers\/[A-Za-z0-9_-]{43}\.ics$/);
    const request = await providerEmailAbout(ids.confirmed!);
    expect(linkAfter(request, CALENDAR_INTRO)).toBe(feedPath);
    expect(request.html).toContain(`href="http://costiera.test${feedPath}"`);
    await sink.waitFor((r) => about(ids.cancelled!, r).some((m) => m.subject.startsWith('Costiera cancelled a booking request')));
    await eventsSettled(app);
    const notice = about(ids.cancelled!).find((m) => m.subject.startsWith('Costiera cancelled a booking request'))!;
    expect(linkAfter(notice, CALENDAR_INTRO)).toBe(feedPath);

    const [row] = await app.runtime.orm.em.getConnection().execute<Array<{ first: Date }>>('select first_reminder_at as first from bookings.booking_requests where id = ?', [ids.pending]);
    clock.moveTo(row!.first);
    try {
      await app.runtime.commands.execute(new SweepBookingDeadlines());
      await sink.waitFor((r) => about(ids.pending!, r).some((m) => m.subject.startsWith('Reminder:')));
      await eventsSettled(app);
      expect(linkAfter(about(ids.pending!).find((m) => m.subject.startsWith('Reminder:'))!, CALENDAR_INTRO)).toBe(feedPath);
    } finally {
      clock.reset();
    }
  });

  it('is served as text/calendar, private and briefly cached, with an ETag that answers 304 when unchanged', async () => {
    const res = await feed(feedPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await feed(feedPath)).headers.get('etag')).toBe(etag);
    const again = await feed(feedPath, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('lists each request for their tours with its status, on the venue clock with its VTIMEZONE', async () => {
    const res = await feed(feedPath);
    expect(res.text).toContain('DTSTART;TZID=Europe/Rome:20270612T093000');
    const { calendar, zones, events } = parse(res.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Rome']);
    expect([...events.keys()].sort()).toEqual([ids.confirmed, ids.winter, ids.pending, ids.cancelled, ids.allDay].map((id) => `${id}@costiera`).sort());

    const status = (id: string) => events.get(`${id}@costiera`)!.getFirstPropertyValue('status');
    expect(status(ids.confirmed!)).toBe('CONFIRMED');
    expect(status(ids.winter!)).toBe('CONFIRMED');
    expect(status(ids.pending!)).toBe('TENTATIVE');
    expect(status(ids.cancelled!)).toBe('CANCELLED');
    expect(status(ids.allDay!)).toBe('TENTATIVE');

    const summer = new ICAL.Event(events.get(`${ids.confirmed}@costiera`)!);
    expect(summer.summary).toBe('Capri Small-Group Boat, 4 people, Laura Bennett');
    expect(summer.location).toBe('Marina Piccola, Sorrento: pier 3');
    expect(events.get(`${ids.confirmed}@costiera`)!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    expect(summer.startDate.toString()).toBe('2027-06-12T09:30:00');
    // 09:30 in Rome is 07:30 UTC in summer (CEST) and 08:30 UTC in winter (CET); the tour lasts 2 hours.
    expect(summer.startDate.toJSDate().toISOString()).toBe('2027-06-12T07:30:00.000Z');
    expect(summer.endDate.toJSDate().toISOString()).toBe('2027-06-12T09:30:00.000Z');
    const winter = new ICAL.Event(events.get(`${ids.winter}@costiera`)!);
    expect(winter.startDate.toJSDate().toISOString()).toBe('2027-01-16T08:30:00.000Z');

    expect(new ICAL.Event(events.get(`${ids.pending}@costiera`)!).summary).toBe('Request: Capri Small-Group Boat, 3 people, Ada Byron');
    expect(new ICAL.Event(events.get(`${ids.cancelled}@costiera`)!).summary).toBe('Cancelled: Capri Small-Group Boat, 1 person, Alan Turing');

    // No start time: an all-day entry on the requested day.
    const allDay = new ICAL.Event(events.get(`${ids.allDay}@costiera`)!);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2027-06-15');
    expect(allDay.summary).toBe('Request: Positano Day Out, 5 people, Grace Hopper');
    expect(allDay.description).toContain('Email: ');
  });

  it('holds the token only as its SHA-256 hash', async () => {
    const token = feedPath.slice('/calendar/providers/'.length, -'.ics'.length);
    const rows = await app.runtime.orm.em.getConnection().execute<Array<{ token_hash: Buffer }>>(`select token_hash from bookings.provider_calendar_feeds where provider_id = 'PRV-SORRENTO'`);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
  });

  it('answers a forged, malformed or foreign path with a plain 404', async () => {
    for (const path of [`/calendar/providers/${randomBytes(32).toString('base64url')}.ics`, '/calendar/providers/abc.ics', feedPath.replace(/\.ics$/, ''), feedPath.replace(/\.ics$/, '.ICS')]) {
      const res = await feed(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe('Not Found');
    }
  });

  it('staff make a new link: the old one is a 404 at once, the new one opens the feed and the next provider email carries it', async () => {
    expect((await app.request('POST', '/api/admin/providers/PRV-SORRENTO/calendar-link')).status).toBe(401);
    expect((await app.request('POST', '/api/admin/providers/PRV-NOBODY/calendar-link', { cookie })).status).toBe(404);
    const rotated = await app.request<{ provider_id: string; url: string }>('POST', '/api/admin/providers/PRV-SORRENTO/calendar-link', { cookie });
    expect(rotated.status).toBe(201);
    expect(rotated.body.provider_id).toBe('PRV-SORRENTO');
    expect(rotated.body.url).toMatch(/^http:\/\/costiera\.test\/calendar\/providers\/[A-Za-z0-9_-]{43}\.ics$/);
    const newPath = new URL(rotated.body.url).pathname;
    expect(newPath).not.toBe(feedPath);
    expect((await feed(feedPath)).status).toBe(404);
    const fresh = await feed(newPath);
    expect(fresh.status).toBe(200);
    expect(parse(fresh.text).events.size).toBe(5);

    const { id } = await request(timedTour, { date: '2027-06-20', people: 2, time: '09:30' });
    expect(linkAfter(await providerEmailAbout(id), CALENDAR_INTRO)).toBe(newPath);
  });
});
