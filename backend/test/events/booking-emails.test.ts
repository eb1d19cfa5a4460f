import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import { Command, type CommandHandler } from '../../src/kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../src/kernel/cqrs/unit-of-work';
import { EventWorker } from '../../src/kernel/messaging/event-worker';
import type { EventPayload } from '../../src/kernel/messaging/domain-event';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventQueue, eventsSettled, eventually, startTestWorker } from '../support/events';
import { STATUS_CHANGED, SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';
import { mentions, withReferences } from '../support/references';

/** Records a submitted event for a real request, then fails: the event must go nowhere. */
class SubmitThenFail extends Command<void> {
  constructor(readonly payload: { bookingRequestId: string; tourId: string; people: number; date: string }) {
    super();
  }
}
@injectable()
class SubmitThenFailHandler implements CommandHandler<SubmitThenFail, void> {
  async execute(command: SubmitThenFail, uow: UnitOfWork): Promise<void> {
    uow.record({ name: SUBMITTED, payload: command.payload });
    await uow.em.execute(`update bookings.booking_requests set message = 'changed by a command that fails' where id = ?`, [command.payload.bookingRequestId]);
    throw new Error('a rule broke after the change');
  }
}

let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({
    ...FAST_EVENTS_ENV,
    SMTP_URL: sink.url,
    BOOKINGS_INBOX: 'requests@costiera.test',
    MAIL_FROM: 'Costiera <no-reply@costiera.test>',
    BOOKING_REQUESTS_PER_MINUTE: '1000',
  });
  app.runtime.container.bind(SubmitThenFailHandler).toSelf();
  app.runtime.commands.register(SubmitThenFail, SubmitThenFailHandler);
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

/** The emails about one booking request (each carries its reference). */
const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);

describe('emails of a booking request', () => {
  // docs/spec-deviations.md#booking-emails
  it('sends the provider the request and the customer an acknowledgement, one email each', async () => {
    const { id, created_at } = await submitBooking(app, tourId, {
      customerName: 'Laura Bennett',
      customerEmail: 'laura@example.com',
      customerPhone: '+44 7700 900123',
      date: '2026-12-12',
      people: 4,
      message: 'It is our anniversary: could we stop for lunch at Da Luigi?',
    });
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    const mails = about(id);
    expect(mails).toHaveLength(2);
    const eventId = await eventIdOf(app, SUBMITTED, id);

    const provider = mails.find((m) => m.to.includes('captain@capri-blue.test'))!;
    expect(provider.subject).toMatch(withReferences('New booking request: Capri by Boat, Saturday 12 December 2026'));
    expect(provider.replyTo).toContain('laura@example.com');
    expect(provider.messageId).toBe(`<${eventId}.provider-booking-request@costiera.test>`);
    for (const fact of ['Capri by Boat', 'Saturday 12 December 2026', '4 people', 'Laura Bennett', 'laura@example.com', '+44 7700 900123']) {
      expect(provider.text).toContain(fact);
      expect(provider.html).toContain(fact);
    }
    expect(provider.text).toContain('It is our anniversary: could we stop for lunch at Da Luigi?');
    expect(provider.html).toContain('It is our anniversary: could we stop for lunch at Da Luigi?');
    // When it was received, on the venue's clock.
    const rome = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(created_at));
    expect(provider.text).toMatch(new RegExp(`Received:\\s+\\w{3} \\d{1,2} \\w{3} \\d{4}, ${rome} \\(Rome time\\)`));

    const customer = mails.find((m) => m.to.includes('laura@example.com'))!;
    expect(customer.subject).toMatch(withReferences('We received your booking request: Capri by Boat, Saturday 12 December 2026'));
    expect(customer.messageId).toBe(`<${eventId}.customer-booking-received@costiera.test>`);
    expect(customer.text).toContain('Dear Laura Bennett');
    expect(customer.text).toContain('we received your request to book Capri by Boat on Saturday 12 December 2026 for 4 people');
    expect(customer.text).toContain('The provider will confirm it with you by email');
    expect(customer.html).toContain('The provider will confirm it with you by email');
    expect(customer.replyTo).toContain('captain@capri-blue.test');
  });

  it('sends the request to BOOKINGS_INBOX when the tour names no provider email', async () => {
    const noProvider = await tourWithProvider(app, cookie, null, 'Positano Scooter');
    const { id } = await submitBooking(app, noProvider, { customerEmail: 'kenji@example.com', people: 1 });
    const mails = await sink.waitFor((r) => about(id, r).length >= 2).then(() => about(id));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['kenji@example.com', 'requests@costiera.test']);
    expect(mails.find((m) => m.to[0] === 'requests@costiera.test')!.text).toContain('1 person');
  });

  it('escapes every user-supplied string in the HTML part and keeps it as typed in the text part', async () => {
    const name = '<script>alert("x")</script> & Co';
    const message = '<img src=x onerror=alert(1)>\nSecond line';
    const { id } = await submitBooking(app, tourId, { customerName: name, customerEmail: 'mallory@example.com', customerPhone: '<b>1</b>', message });
    const mails = await sink.waitFor((r) => about(id, r).length >= 2).then(() => about(id));
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|<b>1/);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Second line');
      expect(mail.text).toContain(name);
      expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    }
  });

  it('tells the customer and the provider when an admin confirms or cancels, and nobody for a move back to pending', async () => {
    const { id } = await submitBooking(app, tourId, { customerEmail: 'priya@example.com', date: '2027-01-01' });
    await sink.waitFor((r) => about(id, r).length >= 2);
    const setStatus = async (status: string) => expect((await app.request('PUT', `/api/admin/booking-requests/${id}`, { cookie, body: { status } })).status).toBe(200);
    const toCustomer = () => about(id).filter((m) => m.to[0] === 'priya@example.com');

    await setStatus('confirmed');
    await sink.waitFor((r) => about(id, r).length >= 4);
    const confirmed = toCustomer()[1]!;
    expect(confirmed.subject).toMatch(withReferences('Your booking is confirmed: Capri by Boat, Friday 1 January 2027'));
    // Staff act for the provider: the email does not claim the provider confirmed.
    expect(confirmed.text).toContain('Good news: your booking of Capri by Boat on Friday 1 January 2027 for 2 people is confirmed.');

    await setStatus('pending');
    await setStatus('cancelled');
    await sink.waitFor((r) => about(id, r).length >= 6);
    expect(toCustomer()[2]!.subject).toMatch(withReferences('Your booking request was cancelled: Capri by Boat, Friday 1 January 2027'));
    await eventsSettled(app);
    expect(toCustomer()).toHaveLength(3);
    expect(about(id).filter((m) => m.to[0] === 'captain@capri-blue.test').map((m) => m.subject.split(':')[0])).toEqual([
      'New booking request',
      'Costiera confirmed a booking with you',
      'Costiera cancelled a booking request',
    ]);
  });

  it('sends each email exactly once even when its job is delivered again', async () => {
    const { id } = await submitBooking(app, tourId, { customerEmail: 'twice@example.com' });
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    const eventId = await eventIdOf(app, SUBMITTED, id);
    const queue = eventQueue(app);
    try {
      const jobIds = [`${eventId}.bookings.provider-email`, `${eventId}.bookings.customer-acknowledgement`];
      for (const jobId of jobIds) {
        const job = (await queue.getJob(jobId))!;
        expect(job.returnvalue).toBe('handled');
        // A second add of a job id BullMQ still holds is ignored...
        await queue.add(job.name, job.data, { jobId });
        await job.remove();
      }
      // ...so make BullMQ forget the jobs and let the sweep publish the event again, as after a lost acknowledgement.
      await sql(`update messaging.outbox set published_at = null, occurred_at = occurred_at - interval '1 minute' where id = ?`, [eventId]);
      for (const jobId of jobIds) {
        await eventually(async () => (await queue.getJob(jobId))?.returnvalue === 'duplicate', `the redelivered ${jobId} to complete`);
      }
      // And a delivery racing another one of the same event (two workers) is a no-op too.
      const job = (await queue.getJob(jobIds[0]!))!;
      expect(await Promise.all([worker.deliver(job.data), worker.deliver(job.data)])).toEqual(['duplicate', 'duplicate']);
    } finally {
      await queue.closeAll();
    }
    expect(about(id).map((m) => m.to[0]).sort()).toEqual(['captain@capri-blue.test', 'twice@example.com']);
    expect(await sql(`select subscriber from messaging.inbox where event_id = ? order by subscriber`, [eventId])).toEqual([
      { subscriber: 'bookings.customer-acknowledgement' },
      { subscriber: 'bookings.provider-email' },
      { subscriber: 'reporting.dashboard' },
    ]);
  });

  it('runs two racing deliveries of a new event once: one handles it, the other finds it in the inbox', async () => {
    const { id } = await submitBooking(app, tourId, { customerEmail: 'race@example.com' });
    await sink.waitFor((r) => about(id, r).length >= 2);
    const data = {
      subscriber: 'bookings.customer-status-email',
      event: {
        eventId: randomUUID(),
        eventName: STATUS_CHANGED,
        payload: { bookingRequestId: id, from: 'pending', to: 'confirmed', decidedBy: 'admin', username: 'marta', reason: null, at: new Date().toISOString() },
        occurredAt: new Date().toISOString(),
        requestId: null,
      },
    };
    expect((await Promise.all([worker.deliver(data), worker.deliver(data)])).sort()).toEqual(['duplicate', 'handled']);
    expect(about(id).filter((m) => m.subject.startsWith('Your booking is confirmed'))).toHaveLength(1);
  });

  it('publishes nothing for a command that rolls back', async () => {
    const { id } = await submitBooking(app, tourId, { customerEmail: 'rollback@example.com', people: 3 });
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    const committed: string[] = [];
    app.runtime.commands.onCommitted((messages) => committed.push(...messages.map((m) => m.name)));

    await expect(app.runtime.commands.execute(new SubmitThenFail({ bookingRequestId: id, tourId, people: 7, date: '2026-12-12' }))).rejects.toThrow('a rule broke');
    // Give a leaked event every chance to travel: publish every unpublished row now, whatever its age, and let the jobs finish.
    await app.runtime.relay.publishPending();
    await eventsSettled(app);

    expect(committed).toEqual([]);
    expect(await sql(`select id from messaging.outbox where payload->>'bookingRequestId' = ? and payload->>'people' = '7'`, [id])).toEqual([]);
    expect(await sql(`select message from bookings.booking_requests where id = ?`, [id])).toEqual([{ message: null }]);
    const queue = eventQueue(app);
    try {
      const jobs = await queue.getJobs(['completed', 'failed', 'wait', 'active', 'delayed']);
      expect(jobs.filter((j) => j.data.event.payload.bookingRequestId === id && j.data.event.payload.people === 7)).toEqual([]);
    } finally {
      await queue.closeAll();
    }
    expect(about(id)).toHaveLength(2);
  });
});

describe('acknowledgements to one traveller address', () => {
  let limited: TestApp;
  let limitedWorker: EventWorker;
  let limitedTour: string;
  beforeAll(async () => {
    limited = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', ACK_EMAILS_PER_ADDRESS_PER_HOUR: '2' });
    limitedWorker = startTestWorker(limited);
    limitedTour = await tourWithProvider(limited, await limited.signInAsAdmin(), 'skipper@amalfi-sail.test');
  });
  afterAll(async () => {
    await limitedWorker.close();
    await limited.close();
  });

  it('stops at ACK_EMAILS_PER_ADDRESS_PER_HOUR an hour: later requests are kept and their provider told, the timeline says why no acknowledgement went', async () => {
    const ids: string[] = [];
    for (const customerEmail of ['target@example.com', 'Target@Example.com', 'target@example.com']) ids.push((await submitBooking(limited, limitedTour, { customerEmail })).id);
    await sink.waitFor((r) => ids.every((id) => about(id, r).some((m) => m.to.includes('skipper@amalfi-sail.test'))));
    await eventsSettled(limited);
    const travellerMails = (id: string) => about(id).filter((m) => !m.to.includes('skipper@amalfi-sail.test'));
    expect(ids.map((id) => travellerMails(id).length)).toEqual([1, 1, 0]);
    const stored = await limited.runtime.orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from bookings.booking_requests where id = any(?::uuid[])', [`{${ids.join(',')}}`]);
    expect(stored[0]!.n).toBe(3);
    const cookie = await limited.signInAsAdmin();
    const timeline = await limited.request<{ entries: Array<{ kind: string; detail: string | null }> }>('GET', `/api/admin/booking-requests/${ids[2]}/timeline`, { cookie });
    // The two emails' lines in either order (two jobs of one event): compared sorted by kind.
    const emailLines = timeline.body.entries.filter((e) => e.kind.startsWith('email-')).map(({ kind, detail }) => ({ kind, detail }));
    expect(emailLines.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'email-sent', detail: 'request to the provider to skipper@amalfi-sail.test' },
      { kind: 'email-skipped', detail: 'acknowledgement to the traveller not sent: 2 already went to target@example.com in the past hour' },
    ]);
  });

  it('holds back the latest request even when its delivery runs before the earlier ones', async () => {
    // An app without a running worker: the test hands the acknowledgement deliveries over itself, the third request's first.
    const app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', ACK_EMAILS_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'skipper@amalfi-sail.test');
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await submitBooking(app, tourId, { customerEmail: 'order@example.com' })).id);
      const { orm, subscribers, relay, reconciler, config, logger } = app.runtime;
      const deliveries = new EventWorker({ orm, subscribers, relay, reconciler, config, logger });
      for (const id of [ids[2]!, ids[0]!, ids[1]!]) {
        const eventId = await eventIdOf(app, SUBMITTED, id);
        const [row] = await orm.em.getConnection().execute<Array<{ payload: EventPayload; occurred_at: string }>>('select payload, occurred_at::text from messaging.outbox where id = ?', [eventId]);
        const event = { eventId, eventName: SUBMITTED, payload: row!.payload, occurredAt: row!.occurred_at, requestId: null };
        expect(await deliveries.deliver({ subscriber: 'bookings.customer-acknowledgement', event })).toBe('handled');
      }
      await sink.waitFor((r) => ids.slice(0, 2).every((id) => about(id, r).length === 1));
      expect(ids.map((id) => about(id).length)).toEqual([1, 1, 0]);
    } finally {
      await app.close();
    }
  });
});
