import { randomBytes } from 'node:crypto';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { providerWith, submitBooking, tourWithProvider } from '../events/fixtures';
import { tourBody } from '../catalog/fixtures';
import { TestClock, historyOf, linkAfter, linkIn, postForm, requestRow } from './booking-links';
import { mentions, withReferences } from '../support/references';

let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
const clock = new TestClock();
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp(
    { ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKINGS_INBOX: 'requests@costiera.test', BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' },
    { clock },
  );
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
/** The emails about a request once `n` arrived and their deliveries committed (a link's token commits with its email's delivery, just after the mail server took it). */
const mailsAbout = async (id: string, n: number) => {
  await sink.waitFor((r) => about(id, r).length >= n);
  await eventsSettled(app);
  return about(id);
};

/** A new request, its provider email and its acknowledgement. */
async function newRequest(overrides: Record<string, unknown> = {}) {
  const { id } = await submitBooking(app, tourId, { customerEmail: `t${randomBytes(3).toString('hex')}@example.com`, date: '2027-06-12', ...overrides });
  const mails = await mailsAbout(id, 2);
  const provider = mails.find((m) => m.to.includes('captain@capri-blue.test'))!;
  const traveller = mails.find((m) => !m.to.includes('captain@capri-blue.test'))!;
  return { id, provider, traveller };
}

describe('the provider decides from the email', () => {
  it('confirms: the link opens a page that only asks; the form post confirms, tells the traveller and writes the history', async () => {
    const { id, provider, traveller } = await newRequest({ customerName: 'Ada Byron' });
    for (const label of ['Confirm', 'Decline', 'Propose another date']) expect(provider.html).toContain(`>${label}</a>`);
    const confirm = linkIn(provider, 'Confirm');
    expect(confirm).toMatch(/^\/booking\/provider\/[A-Za-z0-9_-]{43}\/confirm$/);

    const page = await app.request<string>('GET', confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    // An icon of its own, or the browser asks /favicon.ico and logs its 404.
    expect(page.text).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('Ada Byron');
    expect(page.text).toContain('Saturday 12 June 2027');
    expect(page.text).toContain('<form method="post" action="' + confirm + '">');
    expect((await requestRow(app, id)).status).toBe('pending');

    const done = await postForm(app, confirm);
    expect(done.status).toBe(200);
    expect(done.text).toContain('You confirmed this booking. The traveller has been told by email.');
    const row = await requestRow(app, id);
    expect(row).toMatchObject({ status: 'confirmed', decided_by: 'provider' });

    const mails = await mailsAbout(id, 3);
    const status = mails.find((m) => m.subject.startsWith('Your booking is confirmed'))!;
    expect(status.to).toEqual([traveller.to[0]]);
    expect(status.text).toContain('the provider has confirmed your booking of Capri by Boat on Saturday 12 June 2027');

    // Double submit: the second post is told what happened, and nothing is sent again.
    const again = await postForm(app, confirm);
    expect(again.status).toBe(409);
    expect(again.text).toMatch(/This request was already confirmed on \w{3} \d{1,2} \w{3} \d{4} at \d{2}:\d{2} \(Rome time\)/);
    await eventsSettled(app);
    expect(about(id)).toHaveLength(3);

    const history = await historyOf(app, id);
    expect(history.map((h) => h.kind)).toEqual(expect.arrayContaining(['submitted', 'email-sent', 'link-opened', 'status-changed']));
    expect(history.find((h) => h.kind === 'status-changed')).toMatchObject({ actor: 'provider', detail: 'pending → confirmed' });
    expect(history.filter((h) => h.kind === 'email-sent').map((h) => h.detail)).toEqual(
      expect.arrayContaining(['request to the provider to captain@capri-blue.test', `acknowledgement to the traveller to ${traveller.to[0]}`, `confirmed email to the traveller to ${traveller.to[0]}`]),
    );
  });

  it('declines with a reason the traveller reads', async () => {
    const { id, provider } = await newRequest();
    const decline = linkIn(provider, 'Decline');
    expect((await app.request<string>('GET', decline)).text).toContain('name="reason"');
    const done = await postForm(app, decline, { reason: 'The boat is in for repairs that week.' });
    expect(done.status).toBe(200);
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'provider', decision_reason: 'The boat is in for repairs that week.' });
    const status = (await mailsAbout(id, 3)).find((m) => m.subject.startsWith('The provider declined your request'))!;
    expect(status.text).toContain('The provider said: "The boat is in for repairs that week."');
  });

  it('proposes another date: the request stays pending, the traveller accepts through links of their own and the provider hears of it', async () => {
    const { id, provider } = await newRequest();
    const propose = linkIn(provider, 'Propose another date');
    const bad = await postForm(app, propose, { date: '', note: 'Sunday works better for us' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Choose the new date');
    expect(bad.text).toContain('Sunday works better for us');
    expect((await requestRow(app, id)).proposed_date).toBeNull();

    const done = await postForm(app, propose, { date: '2027-06-13', note: 'Sunday works better for us' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You proposed Sunday 13 June 2027');
    expect(await requestRow(app, id)).toMatchObject({ status: 'pending', proposed_date: '2027-06-13', proposal_note: 'Sunday works better for us' });

    const proposal = (await mailsAbout(id, 3)).find((m) => m.subject.startsWith('The provider proposes another date'))!;
    expect(proposal.text).toContain('proposes Sunday 13 June 2027 instead');
    expect(proposal.text).toContain('Their note: "Sunday works better for us"');
    const accept = linkIn(proposal, 'Accept the new date');
    expect(accept).toMatch(/^\/booking\/traveller\/[A-Za-z0-9_-]{43}\/accept$/);
    expect((await app.request<string>('GET', accept)).text).toContain('Accept Sunday 13 June 2027?');
    expect((await requestRow(app, id)).status).toBe('pending');

    const accepted = await postForm(app, accept);
    expect(accepted.status).toBe(200);
    expect(await requestRow(app, id)).toMatchObject({ status: 'confirmed', decided_by: 'traveller', date: '2027-06-13', proposed_date: null });
    const mails = await mailsAbout(id, 5);
    expect(mails.find((m) => withReferences('Your booking is confirmed: Capri by Boat, Sunday 13 June 2027').test(m.subject))!.text).toContain("You accepted the provider's date");
    expect(mails.find((m) => m.subject.startsWith('The traveller accepted your date'))!.to).toEqual(['captain@capri-blue.test']);
    // The provider's links now say what happened.
    expect((await app.request<string>('GET', linkIn(provider, 'Confirm'))).text).toContain('This request was already confirmed on');
  });

  it('may propose only a date a traveller could request, other than the one asked for (the clock: 1 May 2026, 10:00 Rome time)', async () => {
    const { id, provider } = await newRequest();
    const propose = linkIn(provider, 'Propose another date');
    expect((await app.request<string>('GET', propose)).text).toMatch(/<input id="date" name="date" type="date" required min="2026-05-02" max="2027-11-02"/);
    for (const [date, message] of [
      ['2027-06-12', 'Propose a date other than the one the traveller asked for'],
      ['9999-12-31', 'Fri 31 Dec 9999 is too far ahead; the last date you can request is Tue 2 Nov 2027'],
      ['2026-05-01', 'Requests for Fri 1 May closed on Thu 30 Apr at 16:00 Rome time; the first date you can request is Sat 2 May'],
    ]) {
      const refused = await postForm(app, propose, { date: date!, note: 'How about this?' });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
    }
    expect(await requestRow(app, id)).toMatchObject({ status: 'pending', proposed_date: null });
  });

  it('refuses a second decision and says what the first one was', async () => {
    const { id, provider } = await newRequest();
    expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status: 'cancelled' } })).status).toBe(200);
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'admin', decided_by_username: 'admin' });
    const late = await postForm(app, linkIn(provider, 'Confirm'));
    expect(late.status).toBe(409);
    expect(late.text).toContain('This request was already cancelled on');
    expect((await requestRow(app, id)).status).toBe('cancelled');
  });

  it('lets two racing decisions through one at a time: the first wins, one status email', async () => {
    const { id, provider } = await newRequest();
    const [a, b] = await Promise.all([postForm(app, linkIn(provider, 'Confirm')), postForm(app, linkIn(provider, 'Decline'), { reason: 'x' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await mailsAbout(id, 3);
    await eventsSettled(app);
    expect(about(id).filter((m) => /^(Your booking is confirmed|The provider declined)/.test(m.subject))).toHaveLength(1);
  });

  it('changes nothing on GET visits of every link (mail scanners, previews)', async () => {
    const { id, provider, traveller } = await newRequest();
    for (const label of ['Confirm', 'Decline', 'Propose another date']) expect((await app.request('GET', linkIn(provider, label))).status).toBe(200);
    const page = linkAfter(traveller, 'Follow your request');
    for (const path of [page, `${page}/cancel`]) expect((await app.request('GET', path)).status).toBe(200);
    await eventsSettled(app);
    expect(await requestRow(app, id)).toMatchObject({ status: 'pending', decided_by: null, proposed_date: null });
    expect(about(id)).toHaveLength(2);
  });

  it('answers a plain 404 to forged, altered, malformed or misplaced tokens', async () => {
    const { provider, traveller } = await newRequest();
    const confirm = linkIn(provider, 'Confirm');
    const token = confirm.split('/')[3]!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const travellerToken = linkAfter(traveller, 'Follow your request').split('/')[3]!;
    const paths = [
      `/booking/provider/${randomBytes(32).toString('base64url')}/confirm`,
      `/booking/provider/${altered}/confirm`,
      `/booking/provider/short/confirm`,
      `/booking/provider/${travellerToken}/confirm`,
      `/booking/traveller/${token}`,
      `/booking/provider/${token}/delete`,
    ];
    const answers = await Promise.all(paths.map((p) => app.request<string>('GET', p)));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.text).toContain('This link does not lead anywhere.');
      expect(res.text).not.toMatch(/Capri|booking request|expired|confirmed/i);
    }
    expect((await postForm(app, `/booking/provider/${altered}/confirm`)).status).toBe(404);
  });

  it('refuses a form post from another site and changes nothing', async () => {
    const { id, provider } = await newRequest();
    const confirm = linkIn(provider, 'Confirm');
    const crossSite: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { referer: 'https://evil.example/page' }, {}];
    for (const headers of crossSite) {
      const res = await postForm(app, confirm, {}, headers);
      expect(res.status).toBe(403);
    }
    // A page sent with no-referrer posts with Origin: null; the browser's Fetch Metadata vouches for it.
    expect((await postForm(app, confirm, {}, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await requestRow(app, id)).status).toBe('confirmed');
  });

  it('says plainly that a link has expired once the deadline passed, and takes no decision', async () => {
    const { id, provider } = await newRequest();
    const { respond_by } = await requestRow(app, id);
    clock.moveTo(respond_by!);
    try {
      const page = await app.request<string>('GET', linkIn(provider, 'Confirm'));
      expect(page.text).toContain('This request has expired');
      expect(page.text).not.toContain('<form');
      expect((await postForm(app, linkIn(provider, 'Confirm'))).status).toBe(409);
      expect((await requestRow(app, id)).status).toBe('pending');
    } finally {
      clock.reset();
    }
  });
});

describe('the traveller follows their request', () => {
  it('opens the status page from the acknowledgement and cancels: the provider is emailed', async () => {
    const { id, traveller } = await newRequest({ people: 3 });
    const page = linkAfter(traveller, 'Follow your request');
    expect(page).toMatch(/^\/booking\/traveller\/[A-Za-z0-9_-]{43}$/);
    const status = await app.request<string>('GET', page);
    expect(status.status).toBe(200);
    expect(status.headers.get('referrer-policy')).toBe('no-referrer');
    for (const fact of ['Waiting for the provider', 'Capri by Boat', 'Saturday 12 June 2027', '3 people', '(Rome time)', 'Cancel my request']) expect(status.text).toContain(fact);
    expect(status.text).not.toContain('captain@capri-blue.test');

    const cancelled = await postForm(app, `${page}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('Your request is cancelled. The provider has been told by email.');
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', decided_by: 'traveller' });
    const mails = await mailsAbout(id, 4);
    expect(mails.find((m) => m.subject.startsWith('The traveller cancelled the request'))!.to).toEqual(['captain@capri-blue.test']);
    expect(mails.find((m) => m.to[0] === traveller.to[0] && m.subject.startsWith('Your booking request was cancelled'))!.text).toContain('As you asked, your request to book Capri by Boat');
    expect((await app.request<string>('GET', page)).text).toContain('Withdrawn: you cancelled this request on');
    expect((await historyOf(app, id)).find((h) => h.kind === 'status-changed')).toMatchObject({ actor: 'traveller' });
  });
});

// docs/spec-deviations.md#booking-emails, docs/spec-deviations.md#booking-decisions-told-apart
describe('an admin decides in the back office', () => {
  type Listed = { id: string; decided_by: string | null; decided_by_username: string | null; tour: { provider_name: string; provider_emails: string[] } | null };
  const listed = async (id: string) => (await app.request<{ data: Listed[] }>('GET', '/api/admin/booking-requests?limit=100', { cookie })).body.data.find((r) => r.id === id)!;
  const setStatus = async (id: string, status: string) => expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status } })).status).toBe(200);

  it('confirms: the traveller and the provider are each emailed once, the provider with our inbox to reply to', async () => {
    const { id, traveller } = await newRequest({ customerName: 'Staff Stella' });
    await setStatus(id, 'confirmed');
    const mails = await mailsAbout(id, 4);
    const notice = mails.find((m) => m.subject.startsWith('Costiera confirmed a booking with you'))!;
    expect(notice.to).toEqual(['captain@capri-blue.test']);
    expect(notice.replyTo).toContain('requests@costiera.test');
    expect(notice.text).toContain('Our staff confirmed the request to book Capri by Boat on Saturday 12 June 2027 for 2 people, and the traveller has been told.');
    expect(mails.find((m) => m.subject.startsWith('Your booking is confirmed'))!.to).toEqual([traveller.to[0]]);
    await eventsSettled(app);
    expect(about(id)).toHaveLength(4);
    expect((await historyOf(app, id)).map((h) => h.detail)).toContain('staff decision to the provider to captain@capri-blue.test');
  });

  it('cancels a confirmed booking: the provider is told it is cancelled, once', async () => {
    const { id } = await newRequest();
    await setStatus(id, 'confirmed');
    await mailsAbout(id, 4);
    await setStatus(id, 'cancelled');
    const mails = await mailsAbout(id, 6);
    const notices = mails.filter((m) => m.subject.startsWith('Costiera cancelled a booking request'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toEqual(['captain@capri-blue.test']);
    expect(notices[0]!.text).toContain('Our staff cancelled the confirmed booking of Capri by Boat on Saturday 12 June 2027');
    await eventsSettled(app);
    expect(about(id)).toHaveLength(6);
  });

  it('answers in the list who decided and who an admin decision is emailed to', async () => {
    const byProvider = await newRequest();
    expect((await postForm(app, linkIn(byProvider.provider, 'Decline'))).status).toBe(200);
    const byStaff = await newRequest();
    await setStatus(byStaff.id, 'cancelled');
    const waiting = await newRequest();

    expect(await listed(byProvider.id)).toMatchObject({ decided_by: 'provider', decided_by_username: null });
    expect(await listed(byStaff.id)).toMatchObject({ decided_by: 'admin', decided_by_username: 'admin' });
    expect(await listed(waiting.id)).toMatchObject({
      decided_by: null,
      decided_by_username: null,
      tour: { provider_name: 'Capri Blue Charters', provider_emails: ['captain@capri-blue.test'] },
    });
  });
});

describe('the back office sees the whole story', () => {
  it('shows the timeline, filters the list by stage and by who decided, and counts the dashboard figures', async () => {
    const confirmed = await newRequest({ customerName: 'Timeline Tess' });
    await app.request<string>('GET', linkIn(confirmed.provider, 'Confirm'));
    expect((await postForm(app, linkIn(confirmed.provider, 'Confirm'))).status).toBe(200);
    await mailsAbout(confirmed.id, 3);
    const waiting = await newRequest({ customerName: 'Waiting Will' });
    const proposed = await newRequest({ customerName: 'Proposal Pia' });
    expect((await postForm(app, linkIn(proposed.provider, 'Propose another date'), { date: '2027-06-14' })).status).toBe(200);
    await mailsAbout(proposed.id, 3);

    const timeline = await app.request<{ decided_by: string; decided_at: string; respond_by: string; entries: Array<{ at: string; kind: string; actor: string | null; detail: string | null }> }>(
      'GET',
      `/api/admin/booking-requests/${confirmed.id}/timeline`,
      { cookie },
    );
    expect(timeline.status).toBe(200);
    expect(timeline.body.decided_by).toBe('provider');
    expect(timeline.body.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['submitted', 'email-sent', 'link-opened', 'status-changed']));
    expect(timeline.body.entries[0]).toMatchObject({ kind: 'submitted', actor: 'traveller' });
    expect(timeline.body.entries.find((e) => e.kind === 'link-opened')).toMatchObject({ actor: 'provider', detail: 'provider opened the page' });
    expect((await app.request('GET', `/api/admin/booking-requests/${confirmed.id}/timeline`)).status).toBe(401);
    expect((await app.request('GET', `/api/admin/booking-requests/not-a-uuid/timeline`, { cookie })).status).toBe(404);

    const names = async (query: string) =>
      (await app.request<{ data: Array<{ customer_name: string }> }>('GET', `/api/admin/booking-requests?limit=100&${query}`, { cookie })).body.data.map((r) => r.customer_name);
    const awaiting = await names('stage=awaiting-provider');
    expect(awaiting).toContain('Waiting Will');
    expect(awaiting).not.toContain('Proposal Pia');
    expect(awaiting).not.toContain('Timeline Tess');
    expect(await names('decided_by=provider')).toContain('Timeline Tess');
    expect(await names('decided_by=traveller')).not.toContain('Timeline Tess');
    expect((await app.request('GET', '/api/admin/booking-requests?stage=soon', { cookie })).status).toBe(400);
    // Their deadlines are 48 hours away: none expires within 24 hours until the clock moves on.
    expect(await names('stage=expiring-24h')).not.toContain('Waiting Will');
    const stats = async () => (await app.request<{ expiringWithin24h: number; medianProviderResponseMinutes: number | null }>('GET', '/api/admin/dashboard-stats/booking-workflow', { cookie })).body;
    const before = await stats();
    expect(before.medianProviderResponseMinutes).not.toBeNull();
    clock.advance(30 * 3_600_000);
    try {
      expect(await names('stage=expiring-24h')).toEqual(expect.arrayContaining(['Waiting Will', 'Proposal Pia']));
      expect((await stats()).expiringWithin24h).toBeGreaterThanOrEqual(before.expiringWithin24h + 2);
    } finally {
      clock.reset();
    }
    expect((await requestRow(app, waiting.id)).status).toBe('pending');
  });
});

describe('the timeline', () => {
  it('starts with the submission as soon as the request is committed, before any email', async () => {
    const { id, created_at } = await submitBooking(app, tourId, { customerEmail: 'timeline@example.com', date: '2027-06-12' });
    const timeline = await app.request<{ entries: Array<{ at: string; kind: string; actor: string | null }> }>('GET', `/api/admin/booking-requests/${id}/timeline`, { cookie });
    expect(timeline.body.entries[0]).toEqual({ at: created_at, kind: 'submitted', actor: 'traveller', detail: null });
    await mailsAbout(id, 2);
    const kinds = (await historyOf(app, id)).map((h) => h.kind);
    expect(kinds[0]).toBe('submitted');
    expect(kinds.filter((k) => k === 'submitted')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'email-sent')).toHaveLength(2);
  });
});

describe("a provider's link after a change of provider", () => {
  it('stops working when the tour gets another provider, and stays revoked after the tour is deleted', async () => {
    const sunset = await tourWithProvider(app, cookie, 'first-skipper@amalfi-sail.test', 'Amalfi Sunset');
    const { id } = await submitBooking(app, sunset, { customerEmail: `t${randomBytes(3).toString('hex')}@example.com`, date: '2027-06-12' });
    const confirm = linkIn((await mailsAbout(id, 2)).find((m) => m.to.includes('first-skipper@amalfi-sail.test'))!, 'Confirm');
    expect((await app.request('GET', confirm)).status).toBe(200);

    const current = (await app.request<Record<string, unknown>>('GET', `/api/admin/tours/${sunset}`, { cookie })).body;
    const provider_id = await providerWith(app, cookie, ['second-skipper@amalfi-sail.test']);
    const moved = await app.request('PUT', `/api/admin/tours/${sunset}`, { cookie, body: tourBody(String(current.category_id), { title: 'Amalfi Sunset', max_passengers: 10, provider_id }) });
    expect(moved.status).toBe(200);
    expect((await app.request('GET', confirm)).status).toBe(404);

    expect((await app.request('DELETE', `/api/admin/tours/${sunset}`, { cookie })).status).toBeLessThan(300);
    expect((await app.request('GET', confirm)).status).toBe(404);
    expect((await postForm(app, confirm)).status).toBe(404);
    expect(await requestRow(app, id)).toMatchObject({ status: 'pending' });
  });
});
