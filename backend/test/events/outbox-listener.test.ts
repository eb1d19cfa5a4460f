import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { broadcastChannel } from '../../src/kernel/messaging/event-broadcast';
import { RecordReview } from '../../src/modules/catalog';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { eventQueue, eventsSettled, eventually, pendingEvents, startTestWorker } from '../support/events';
import { SUBMITTED, submitBooking, tourWithProvider } from './fixtures';
import { mentions } from '../support/references';

/**
 * The api only commits outbox rows and announces them on Redis after the commit; the worker
 * hears the announcement and its relay publishes them. The sweep is set to an hour here, so
 * whatever arrives came through the announcement.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);
const unpublished = async () => (await sql<{ n: number }>('select count(*)::int as n from messaging.outbox where published_at is null'))[0]!.n;

/** Subscribes to the channel on which commits (and the sweep) announce events; `heard` fills as they come. */
async function hearAnnouncements() {
  const listener = new Redis(app.config.redisUrl);
  const heard: string[][] = [];
  listener.on('message', (_channel: string, message: string) => heard.push(JSON.parse(message) as string[]));
  await listener.subscribe(broadcastChannel(app.config));
  return { listener, heard };
}

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

describe('outbox relay woken by the commit announcement', () => {
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
    await sink.waitFor((r) => r.filter((m) => mentions(m, id)).length >= 2, 10_000);
    expect(await unpublished()).toBe(0);
  });

  it('publishes a new commit through the announcement, not the hourly sweep', async () => {
    // The sweep here runs once an hour and publishes only rows an hour old: whatever arrives came through the announcement.
    const sweep = jest.spyOn(app.runtime.relay, 'sweep');
    try {
      const { id } = await submitBooking(app, tourId);
      await sink.waitFor((r) => r.filter((m) => mentions(m, id)).length >= 2, 10_000);
      expect(sweep).not.toHaveBeenCalled();
    } finally {
      sweep.mockRestore();
    }
  });

  it('publishes a burst of grouped requests, each emailed once', async () => {
    const ids = (await Promise.all(Array.from({ length: 40 }, (_, n) => submitBooking(app, tourId, { customerEmail: `burst${n}@example.com` })))).map((r) => r.id);
    await sink.waitFor((r) => ids.every((id) => r.filter((m) => mentions(m, id)).length >= 2), 20_000);
    for (const id of ids) expect(sink.received.filter((m) => mentions(m, id))).toHaveLength(2);
    expect(await unpublished()).toBe(0);
  });

  it('announces once a command commits, naming its events, and never for one rolled back', async () => {
    const { listener, heard } = await hearAnnouncements();
    try {
      // A review of a tour that does not exist: the command fails and rolls back.
      await expect(app.runtime.commands.execute(new RecordReview({ tourId: randomUUID(), authorName: 'Nobody', rating: 5, title: 'x', content: 'x', date: 'May 2026' }))).rejects.toThrow();
      await app.runtime.commands.execute(new RecordReview({ tourId, authorName: 'Giulia', rating: 5, title: 'Wonderful', content: 'The grottoes!', date: 'May 2026' }));
      // Messages arrive in the order they were sent: once the commit's is heard, one for the rollback would have come first.
      await eventually(async () => heard.length > 0, 'the commit to be announced');
      // (The rows of one commit share their occurred_at.)
      const written = await sql<{ name: string }>('select distinct name from messaging.outbox where occurred_at = (select max(occurred_at) from messaging.outbox)');
      expect(written.length).toBeGreaterThan(0);
      expect([...heard[0]!].sort()).toEqual(written.map((r) => r.name).sort());
    } finally {
      listener.disconnect();
    }
  });

  it('announces a commit once, and what the sweep publishes (rows nobody announced) when it publishes them', async () => {
    const { listener, heard } = await hearAnnouncements();
    try {
      // The command bus announces the commit; the relay it wakes publishes the rows without announcing them again.
      await app.runtime.commands.execute(new RecordReview({ tourId, authorName: 'Anna', rating: 5, title: 'Lovely', content: 'Faraglioni.', date: 'May 2026' }));
      await eventsSettled(app);
      expect(heard).toEqual([['catalog.review.recorded.v1']]);
      // A row committed by a process that could not announce it (Redis was away), as old as the sweep's age.
      await sql(`insert into messaging.outbox (id, name, payload, occurred_at) values (?, 'catalog.review.recorded.v1', ?::jsonb, now() - interval '2 hours')`, [
        randomUUID(),
        JSON.stringify({ reviewId: randomUUID(), tourId, rating: 4 }),
      ]);
      expect(await app.runtime.relay.sweep()).toBe(1);
      await eventually(async () => heard.length === 2, 'the swept row to be announced');
      expect(heard[1]).toEqual(['catalog.review.recorded.v1']);
    } finally {
      listener.disconnect();
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
