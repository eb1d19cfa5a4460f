import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { OUTBOX_CHANNEL } from '../../src/kernel/messaging/outbox-listener';
import { RecordReview } from '../../src/modules/catalog';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { startTestWorker } from '../support/events';
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
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await sql<{ published_at: Date | null }>(`select published_at from messaging.outbox where name = ? and payload->>'bookingRequestId' = ?`, [SUBMITTED, id]);
    expect(row).toBeDefined();
    expect(row!.published_at).toBeNull();
    worker = startTestWorker(app);
    await sink.waitFor((r) => r.filter((m) => m.text.includes(id)).length >= 2, 10_000);
    expect(await unpublished()).toBe(0);
  });

  it('publishes a new commit within moments (the notification, not the hourly sweep)', async () => {
    const started = Date.now();
    const { id } = await submitBooking(app, tourId);
    await sink.waitFor((r) => r.filter((m) => m.text.includes(id)).length >= 2, 10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
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
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toHaveLength(0);
      await app.runtime.commands.execute(new RecordReview({ tourId, authorName: 'Giulia', rating: 5, title: 'Wonderful', content: 'The grottoes!', date: 'May 2026' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
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
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.length).toBe(before);
  });
});
