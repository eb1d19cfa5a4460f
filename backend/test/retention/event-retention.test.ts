import { randomUUID } from 'node:crypto';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { OutboxPruner } from '../../src/kernel/messaging/outbox-pruner';
import { isoTimestamp } from '../../src/kernel/database/postgres';
import type { Clock } from '../../src/kernel/clock';
import { DashboardProjection } from '../../src/modules/reporting';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, eventually, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { TestClock, historyOf } from '../bookings/booking-links';
import { SUBMITTED } from '../events/fixtures';

/**
 * Outbox and inbox rows of settled events are pruned once older than EVENT_RETENTION_DAYS, with
 * the app's clock moved forward: only those, never an event in flight or one whose delivery
 * failed and is kept, and the dashboard and the requests' timelines read the same after it.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
let tourId: string;
const clock = new TestClock();
const DAY = 86_400_000;
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);
const pruner = (at: Clock = clock) => new OutboxPruner(app.runtime.orm, app.runtime.subscribers, at, app.config.events.retentionDays);

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000' }, { clock });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
});
afterEach(() => clock.reset());
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

/** Every published row settled by the reconciler (it looks at rows published OUTBOX_RECONCILE_AGE_MS ago or more). */
async function allSettled(): Promise<void> {
  await eventsSettled(app);
  await eventually(async () => {
    await app.runtime.reconciler.reconcile();
    const [row] = await sql<{ n: number }>('select count(*)::int as n from messaging.outbox where settled_at is null');
    return row!.n === 0;
  }, 'every outbox row to settle');
}

const dashboard = async () => (await app.request<Record<string, unknown>>('GET', '/api/admin/dashboard-stats', { cookie })).body;

it('is 30 days by default', () => {
  expect(app.config.events.retentionDays).toBe(30);
});

it('prunes settled events older than the retention with their inbox rows, keeps every other row, and the dashboard and timelines lose nothing', async () => {
  const first = await submitBooking(app, tourId, { date: '2026-06-14', customerEmail: 'first@example.com' });
  const second = await submitBooking(app, tourId, { date: '2026-06-15', customerEmail: 'second@example.com' });
  const put = await app.request('PUT', `/api/admin/booking-requests/${first.id}`, { cookie, body: { status: 'confirmed' }, headers: { origin: app.baseUrl } });
  expect(put.status).toBe(200);
  await sink.waitFor((r) => r.filter((m) => m.to.includes('first@example.com')).length >= 2);
  await allSettled();
  // The worker stops here, so the rows made below stay as they are made (its reconciler would
  // deliver the in-flight one again, and settle it).
  await worker.close();

  const real = (await sql<{ id: string }>('select id from messaging.outbox')).map((r) => r.id);
  expect(real.length).toBeGreaterThanOrEqual(3);
  const inboxBefore = (await sql<{ n: number }>('select count(*)::int as n from messaging.inbox where event_id = any(?::uuid[])', [`{${real.join(',')}}`]))[0]!.n;
  expect(inboxBefore).toBeGreaterThan(real.length);
  const latest = { at: new Date((await sql<{ at: string }>(`select ${isoTimestamp('max(settled_at)')} as at from messaging.outbox`))[0]!.at) };

  // Rows that must stay whatever their age: an event in flight (published, not settled), one whose
  // delivery failed and is kept (settled, but a subscriber has no inbox row for it), and one settled recently.
  const [inFlight, failedKept, recent] = [randomUUID(), randomUUID(), randomUUID()];
  const longAgo = new Date(latest!.at.getTime() - 90 * DAY);
  await sql(
    `insert into messaging.outbox (id, name, payload, occurred_at, published_at, settled_at) values
       (?, ?, '{}', ?, ?, null), (?, ?, '{}', ?, ?, ?), (?, 'tests.nobody-listens.v1', '{}', ?, ?, ?)`,
    [inFlight, SUBMITTED, longAgo, longAgo, failedKept, SUBMITTED, longAgo, longAgo, longAgo, recent, latest!.at, latest!.at, new Date(latest!.at.getTime() + 2 * DAY)],
  );
  // The failed delivery's other subscribers did handle it.
  const [someone] = app.runtime.subscribers.interestedIn(SUBMITTED);
  await sql('insert into messaging.inbox (subscriber, event_id) values (?, ?)', [someone!.name, failedKept]);
  // More failed deliveries than a batch holds, settled before the real events: a pass goes past them to the rest.
  const failedMany = await sql<{ id: string }>(
    `insert into messaging.outbox (id, name, payload, occurred_at, published_at, settled_at)
     select gen_random_uuid(), ?, '{}', ?, ?, ? from generate_series(1, 600) returning id`,
    [SUBMITTED, longAgo, longAgo, longAgo],
  );

  const stats = await dashboard();
  const timelines = [await historyOf(app, first.id), await historyOf(app, second.id)];
  expect(timelines[0]!.map((e) => e.kind)).toEqual(expect.arrayContaining(['submitted', 'status-changed', 'email-sent']));

  // A day short of the retention: nothing goes.
  clock.moveTo(new Date(latest!.at.getTime() + 29 * DAY));
  expect(await pruner().prune()).toBe(0);

  clock.moveTo(new Date(latest!.at.getTime() + 31 * DAY));
  expect(await pruner().prune()).toBe(real.length);
  const left = (await sql<{ id: string }>('select id from messaging.outbox order by id')).map((r) => r.id);
  expect(left.sort()).toEqual([inFlight, failedKept, recent, ...failedMany.map((r) => r.id)].sort());
  expect((await sql<{ n: number }>('select count(*)::int as n from messaging.inbox where event_id = any(?::uuid[])', [`{${real.join(',')}}`]))[0]!.n).toBe(0);
  expect((await sql<{ n: number }>('select count(*)::int as n from messaging.inbox where event_id = ?', [failedKept]))[0]!.n).toBe(1);

  expect(await dashboard()).toEqual(stats);
  expect([await historyOf(app, first.id), await historyOf(app, second.id)]).toEqual(timelines);
  // Rebuilt from the source tables (what `npm run cli -- rebuild-projections` does): the same figures.
  await app.runtime.container.get(DashboardProjection).rebuild();
  expect(await dashboard()).toEqual(stats);
  // A second run finds nothing more.
  expect(await pruner().prune()).toBe(0);
});

it('prunes in batches beside the relay: a request submitted while thousands of old rows go is published and handled as usual', async () => {
  worker = startTestWorker(app);
  // Rows settled 40 days before the database's now, and the pruner's clock at that now.
  const at = new Date((await sql<{ at: string }>(`select ${isoTimestamp('now()')} as at`))[0]!.at);
  await sql(
    `insert into messaging.outbox (id, name, payload, occurred_at, published_at, settled_at)
     select gen_random_uuid(), 'tests.nobody-listens.v1', '{}', ?::timestamptz - interval '40 days', ?::timestamptz - interval '40 days', ?::timestamptz - interval '40 days'
     from generate_series(1, 5000)`,
    [at, at, at],
  );
  const pruning = pruner({ now: () => at }).prune();
  const { id } = await submitBooking(app, tourId, { date: '2026-06-20', customerEmail: 'beside@example.com' });
  await sink.waitFor((r) => r.some((m) => m.to.includes('beside@example.com')));
  expect(await pruning).toBeGreaterThanOrEqual(5000);
  await eventsSettled(app);
  expect((await historyOf(app, id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['submitted', 'email-sent']));
  expect((await sql<{ n: number }>(`select count(*)::int as n from messaging.outbox where name = 'tests.nobody-listens.v1' and settled_at < ?::timestamptz - interval '30 days'`, [at]))[0]!.n).toBe(0);
});
