import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { OUTBOX_CHANNEL } from '../../src/kernel/messaging/outbox-listener';
import { OutboxMessage } from '../../src/kernel/messaging/outbox-message';
import { insertOnlyStatement, runInsertStatement } from '../../src/kernel/cqrs/insert-statement';
import { RecordReview } from '../../src/modules/catalog';
import { BookingRequest } from '../../src/modules/bookings/domain/booking-request';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { eventQueue, eventsSettled, eventually, pendingEvents, startTestWorker } from '../support/events';
import { SUBMITTED, submitBooking, tourWithProvider } from './fixtures';

/**
 * The api only commits outbox rows; Postgres notifies the worker at commit and the worker's
 * relay publishes them. The sweep is set to an hour here, so whatever arrives came through
 * the notification.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);
const unpublished = async () => (await sql<{ n: number }>('select count(*)::int as n from messaging.outbox where published_at is null'))[0]!.n;

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ SMTP_URL: sink.url, OUTBOX_SWEEP_AGE_MS: '3600000', OUTBOX_SWEEP_INTERVAL_MS: '3600000', BOOKING_REQUESTS_PER_MINUTE: '1000' });
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker?.close();
  await app.close();
  await sink.close();
});

describe('outbox relay woken by Postgres', () => {
  it('leaves committed events to the worker: with none running they wait in the outbox, and it publishes them when it starts', async () => {
    const { id } = await submitBooking(app, tourId);
    // The api answered after its commit; it publishes nothing itself, so nothing is queued either.
    const [row] = await sql<{ published_at: Date | null }>(`select published_at from messaging.outbox where name = ? and payload->>'bookingRequestId' = ?`, [SUBMITTED, id]);
    expect(row).toBeDefined();
    expect(row!.published_at).toBeNull();
    const queue = eventQueue(app);
    try {
      expect((await pendingEvents(app, queue)).jobs).toEqual({});
    } finally {
      await queue.closeAll();
    }
    worker = startTestWorker(app);
    await sink.waitFor((r) => r.filter((m) => m.text.includes(id)).length >= 2, 10_000);
    expect(await unpublished()).toBe(0);
  });

  it('publishes a new commit through the notification, not the hourly sweep', async () => {
    // The sweep here runs once an hour and publishes only rows an hour old: whatever arrives came through the notification.
    const sweep = jest.spyOn(app.runtime.relay, 'sweep');
    try {
      const { id } = await submitBooking(app, tourId);
      await sink.waitFor((r) => r.filter((m) => m.text.includes(id)).length >= 2, 10_000);
      expect(sweep).not.toHaveBeenCalled();
    } finally {
      sweep.mockRestore();
    }
  });

  it('publishes a burst of grouped requests, each emailed once', async () => {
    const ids = (await Promise.all(Array.from({ length: 40 }, (_, n) => submitBooking(app, tourId, { customerEmail: `burst${n}@example.com` })))).map((r) => r.id);
    await sink.waitFor((r) => ids.every((id) => r.filter((m) => m.text.includes(id)).length >= 2), 20_000);
    for (const id of ids) expect(sink.received.filter((m) => m.text.includes(id))).toHaveLength(2);
    expect(await unpublished()).toBe(0);
  });

  it('notifies once a transaction commits, and never for one rolled back', async () => {
    const listener = new Client({ connectionString: app.config.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    const payloads: string[] = [];
    listener.on('notification', (n) => {
      heard.push(n.channel);
      payloads.push(n.payload ?? '');
    });
    await listener.query(`listen ${OUTBOX_CHANNEL}`);
    try {
      const em = app.runtime.orm.em.fork();
      await em.transactional(async (tem) => {
        await tem.execute(`insert into messaging.outbox (id, name, payload, occurred_at, published_at, settled_at) values (?, 'test.nothing.v1', '{}', now(), now(), now())`, [randomUUID()]);
        throw new Error('roll back');
      }).catch(() => undefined);
      expect(heard).toHaveLength(0);
      await app.runtime.commands.execute(new RecordReview({ tourId, authorName: 'Giulia', rating: 5, title: 'Wonderful', content: 'The grottoes!', date: 'May 2026' }));
      // Notifications arrive in commit order: once the commit's is heard, one from the rollback would have come first.
      await eventually(async () => heard.length > 0, 'the commit to be notified');
      expect(heard).toEqual([OUTBOX_CHANNEL]);
      // It names the events the transaction wrote, each once: the worker announces them to the read caches.
      // (The rows of one commit share their occurred_at.)
      const written = await sql<{ name: string }>('select distinct name from messaging.outbox where occurred_at = (select max(occurred_at) from messaging.outbox)');
      expect(written.length).toBeGreaterThan(0);
      expect(payloads[0]!.split(',').sort()).toEqual(written.map((r) => r.name).sort());
    } finally {
      await listener.end();
    }
  });

  it('writes events recorded as history already published, so nobody delivers them (the seed)', async () => {
    const before = sink.received.length;
    await app.runtime.commands.asHistory(() => app.runtime.commands.execute(new RecordReview({ tourId, authorName: 'Marco', rating: 4, title: 'Lovely', content: 'Blue water.', date: 'June 2026' })));
    const [row] = await sql<{ published_at: Date | null; settled_at: Date | null }>(`select published_at, settled_at from messaging.outbox order by occurred_at desc limit 1`);
    expect(row!.published_at).not.toBeNull();
    expect(row!.settled_at).not.toBeNull();
    // Idle, not merely later: nothing unpublished and no job to run.
    await eventsSettled(app);
    expect(sink.received.length).toBe(before);
  });
});

describe('a unit of work of new entities as one statement', () => {
  it('writes new rows of several tables in one statement, unset columns taking their defaults', async () => {
    const em = app.runtime.orm.em.fork();
    // Each column travels as one array: text that array syntax or a careless escape would break stays as it was.
    const awkward = ['it\'s "quoted"', 'back\\slash', 'NULL', '{braces, commas}', 'ünïcode ✓', ''];
    const messages = awkward.map((text, i) => new OutboxMessage(randomUUID(), `test.awkward-${i}.v1 ${text}`, { n: i, text }, new Date()));
    for (const [i, m] of messages.entries()) {
      m.publishedAt = new Date();
      if (i % 2 === 0) m.settledAt = new Date();
      // Unset in every row: the column is left out and takes its default.
      delete (m as { attempts?: number }).attempts;
    }
    const booking = BookingRequest.submit(randomUUID(), { tourId: randomUUID(), customerName: 'Zoë "Z" O\'Neil', customerEmail: 'zoe@example.test', customerPhone: null, date: '2027-06-01', people: 3, message: 'a\nb' }, { maxPassengers: 8 });
    em.persist([...messages, booking]);
    const statement = insertOnlyStatement(em, [booking, ...messages]);
    expect(statement).not.toBeNull();
    expect(statement!.text.match(/insert into/g)).toHaveLength(2);
    expect(statement!.text).not.toMatch(/"attempts"/);
    await runInsertStatement(em, statement!);
    const rows = await sql<{ id: string; name: string; payload: unknown; settled: boolean; attempts: number }>(
      'select id, name, payload, settled_at is not null as settled, attempts from messaging.outbox where id = any(?::uuid[])',
      [`{${messages.map((m) => m.id).join(',')}}`],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.size).toBe(awkward.length);
    for (const [i, m] of messages.entries()) {
      expect(byId.get(m.id)).toEqual({ id: m.id, name: m.name, payload: { n: i, text: awkward[i] }, settled: i % 2 === 0, attempts: 0 });
    }
    const [stored] = await sql<Record<string, unknown>>('select customer_name, customer_phone, date::text as date, people, message, status, search_doc from bookings.booking_requests where id = ?', [booking.id]);
    expect(stored).toEqual({ customer_name: 'Zoë "Z" O\'Neil', customer_phone: null, date: '2027-06-01', people: 3, message: 'a\nb', status: 'pending', search_doc: 'zoe "z" o\'neil zoe@example.test' });
    await sql('delete from bookings.booking_requests where id = ?', [booking.id]);

    // The same text for another number of rows: one prepared statement serves every group size.
    const more = [new OutboxMessage(randomUUID(), 'test.awkward-more.v1', {}, new Date()), new OutboxMessage(randomUUID(), 'test.awkward-more.v1', {}, new Date())];
    for (const m of more) {
      m.publishedAt = m.settledAt = new Date();
      delete (m as { attempts?: number }).attempts;
    }
    const again = insertOnlyStatement(app.runtime.orm.em.fork(), more)!;
    expect(again.name).toBe(insertOnlyStatement(app.runtime.orm.em.fork(), [messages[0]!])!.name);
    await runInsertStatement(em, again);
    expect(await sql('select 1 from messaging.outbox where id = any(?::uuid[])', [`{${more.map((m) => m.id).join(',')}}`])).toHaveLength(2);

    // A column unset in some rows only is the ORM's to write.
    more[0]!.attempts = 0;
    expect(insertOnlyStatement(app.runtime.orm.em.fork(), more)).toBeNull();
  });

  it('declines a unit of work that loaded an entity (it may have changed it): that needs a flush', async () => {
    const em = app.runtime.orm.em.fork();
    const [loaded] = await em.find(OutboxMessage, {}, { limit: 1 });
    expect(loaded).toBeDefined();
    const fresh = new OutboxMessage(randomUUID(), 'test.three.v1', {}, new Date());
    em.persist(fresh);
    expect(insertOnlyStatement(em, [fresh])).toBeNull();
    expect(insertOnlyStatement(app.runtime.orm.em.fork(), [loaded!])).toBeNull();
  });
});
